<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BitArrayView</name>
    <message>
        <source>Bit array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty bit array.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bits, %2 set. Focused: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BitCellModel</name>
    <message>
        <source>No added key hashes here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Set by %n key(s): %1.</source>
        <translation>
            <numerusform>Set by %Ln key: %1.</numerusform>
            <numerusform>Set by %Ln keys: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counter %1 is %2 and stuck at its maximum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter %1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit %1 is %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CdnController</name>
    <message>
        <source>Cancelled. The last finished run is still shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough memory for the trace and the caches: this needs about %1 and %2 is available. Choose fewer requests or a smaller catalogue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose %1 to %2 requests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a catalogue of %1 to %2 objects.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Zipf skew between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cache cannot hold more objects than the catalogue has: choose a capacity of 1 to %1, or a larger catalogue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trace asks for an object outside the catalogue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Admit everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second request, exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second request, filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawing %1 requests and playing them through the cache three ways…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zipf, skew %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LRU, %1 objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloom filter at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>miss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes: write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first time: not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same trace, same cache size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distinct objects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-hit wonders (requested once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-hit wonders written to disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrongly admitted (false positives)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… expected, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloom filter (for %1 objects)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LRU · hit rate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 one-hit wonders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 misses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 first requests: not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of %1 distinct objects, %2 were requested only once. Admitting everything wrote %3 of them to disk; admitting on the second request with a Bloom filter wrote %4 of them, and cut the disk writes from %5 to %6. Hit rate: %7 admitting everything, %8 with the filter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CdnTab</name>
    <message>
        <source>A content delivery network&apos;s edge server keeps popular objects on its disk. Many objects are requested once and never again — one-hit wonders — and writing each of them to disk wastes the write and pushes out an object that would have been hit. Maggs and Sitaraman describe the remedy in “Algorithmic Nuggets in Content Delivery” (ACM SIGCOMM CCR 45(3), 2015): cache an object only on its second request, and remember the first requests in a Bloom filter. Here one Zipf-distributed trace goes through an LRU cache of one size three ways.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen before?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cdn-results.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace and cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zipf skew: the popularity of rank r falls as r to the minus skew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the trace three ways</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The larger the skew, the more the requests crowd onto the most popular objects. The filter is sized for the objects the trace is expected to name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Requests:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objects in the catalogue:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zipf skew:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache holds (objects):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter&apos;s false-positive rate:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CdnWritesChart</name>
    <message>
        <source>Disk writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-hit wonders written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk writes per admission policy chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartStyle</name>
    <message>
        <source>The same numbers are in the table beside the chart.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ClassroomPanel</name>
    <message>
        <source>All topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;opic:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys: A to D count a vote for an option (with Shift, take one back), Space reveals the answer, N shows the next question.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The C++ that runs for the current step, with its values</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CountingCostsStage</name>
    <message>
        <source>What deleting costs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrawlerController</name>
    <message>
        <source>Cancelled. The last finished crawl is still shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough memory for the hash set&apos;s crawl: it needs about %1 and %2 is available. Choose fewer pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose between %1 and %2 pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The links&apos; power-law exponent must be between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A page links to 1 to %1 pages, the fewest no more than the most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crawl order is kept only for webs of up to %1 pages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crawling a web of %1 pages twice: with a hash set, then with a Bloom filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>links waiting, breadth-first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 URLs at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>download, read its links</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a link&apos;s URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>looks seen: skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One web, crawled twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash set of URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloom filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages in the web (seed %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages crawled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… their URL looked seen (false positives)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… expected from the filter&apos;s fill, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… linked only from such pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives per new URL (%1 only once the filter is full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory of the seen set at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… per page crawled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes (%2 bits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… at its peak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… of which the URLs&apos; characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average URL length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 URLs × %2 bytes: the keys alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pages in the web</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 fetched</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 distinct URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looked seen wrongly: skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 URLs × %2 bytes = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filter took %1 where the hash set took %2, and crawled every page the hash set&apos;s crawl did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filter took %1 where the hash set took %2, and crawled %3 pages fewer, each because its URL looked seen though it was new.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the article&apos;s scale, %1 of keys; a filter at %2 takes %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages no link leads to (neither crawl can reach them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reachable pages never crawled</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The filter took %1 where the hash set took %2, and crawled %3 pages fewer: %4 looked seen though they were new, and %n more could be reached only through those.</source>
        <translation>
            <numerusform>The filter took %1 where the hash set took %2, and crawled %3 pages fewer: %4 looked seen though they were new, and %Ln more could be reached only through them.</numerusform>
            <numerusform>The filter took %1 where the hash set took %2, and crawled %3 pages fewer: %4 looked seen though they were new, and %Ln more could be reached only through those.</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter bits (its memory holds whole 64-bit words), hash functions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bits used of %2, k = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 URLs, at this run&apos;s memory per page crawled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 URLs in a filter sized for them at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 bits a URL)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CrawlerTab</name>
    <message>
        <source>A crawler fetches a page, reads its links and queues every URL it has not seen before, so it must remember every URL it has met. The Bengali article counts the cost: a billion URLs at about 70 bytes each is 70 GB of keys before any hash table&apos;s overhead. A Bloom filter remembers them in a few bits each; its price is a false positive, a new page whose URL looks seen, which the crawler then never fetches. Here one synthetic web is crawled twice, the same way, once with each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crawler frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen set (Bloom filter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crawler-results.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages in the web</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new each crawl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed of the synthetic web</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crawl twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both crawls start at page 0 and go breadth-first; the hash set&apos;s crawl reaches every page the links lead to, the filter&apos;s crawl misses some.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages in the web:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target false-positive rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL the filter said it had seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URLs in the filter then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages never crawled because their URL looked seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No new page looked seen: the filter&apos;s crawl fetched every page the hash set&apos;s did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first %1 of the %2 pages never crawled because the filter said their URL had been seen:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Never crawled because the filter said their URL had been seen (%1 in all):</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CuckooColumnStage</name>
    <message>
        <source>Cuckoo filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove takes one copy of the key&apos;s fingerprint out of its two buckets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo filter buckets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CuckooNarration</name>
    <message>
        <source>add(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>remove(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mightContain(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fingerprint(%1) = %2, bucket₁ = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bucket₂ = %1 ⊕ hash(%2) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look in bucket %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… %n relocations in all</source>
        <translation>
            <numerusform>… %Ln relocation in all</numerusform>
            <numerusform>… %Ln relocations in all</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → bucket %2, evicts %3 → bucket %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stored in the victim slot: full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused: too many copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maybe present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>definitely not present</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Bucket %1 has %n free slot(s).</source>
        <translation>
            <numerusform>Bucket %1 has %Ln free slot.</numerusform>
            <numerusform>Bucket %1 has %Ln free slots.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bucket %1 is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bucket %1 holds fingerprint %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bucket %1 does not hold fingerprint %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The chain goes on the same way: %n relocations in all.</source>
        <translation>
            <numerusform>The chain goes on the same way: %Ln relocation in all.</numerusform>
            <numerusform>The chain goes on the same way: %Ln relocations in all.</numerusform>
        </translation>
    </message>
    <message>
        <source>Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4, which moves to its other bucket, %5. No key is needed to find it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key %1 goes into a cuckoo filter: buckets of four slots that hold short fingerprints, not bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One hash gives the key&apos;s fingerprint, %1, and its first bucket, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The second bucket comes from the first and the fingerprint alone (XOR), so a fingerprint can later move between its two buckets without the key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stored fingerprint %1 in bucket %2, slot %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Stored after %n relocation(s): %1.</source>
        <translation>
            <numerusform>Stored after %Ln relocation: %1.</numerusform>
            <numerusform>Stored after %Ln relocations: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The relocations ran out after %n moves (%1). The last fingerprint evicted, %2, waits in the victim slot: nothing is lost, but the filter is full and refuses the next add.</source>
        <translation>
            <numerusform>The relocations ran out after %Ln move (%1). The last fingerprint evicted, %2, waits in the victim slot: nothing is lost, but the filter is full and refuses the next add.</numerusform>
            <numerusform>The relocations ran out after %Ln moves (%1). The last fingerprint evicted, %2, waits in the victim slot: nothing is lost, but the filter is full and refuses the next add.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: the filter is full (a fingerprint already waits in the victim slot). Nothing changed; every key added before still answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: fingerprint %1 already fills the %2 slots its buckets have. A cuckoo filter holds at most 2b copies of one key (b = 4 slots per bucket).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maybe present: fingerprint %1 waits in the victim slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maybe present: fingerprint %1 is in bucket %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed one copy of fingerprint %1 from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the victim slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bucket %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not removed: neither bucket holds fingerprint %1, so the key was never added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Definitely not present: neither bucket holds fingerprint %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both buckets are read before storing, to count the copies of fingerprint %1 already there (at most 2b = 8); then the first free slot takes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4. Both of %4&apos;s buckets are bucket %3 itself, so it must try that bucket again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key %1 is removed from the cuckoo filter: one copy of its fingerprint is taken out of one of its two buckets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key %1 is looked up in the cuckoo filter: only its two buckets can hold its fingerprint.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is added, in the victim slot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CuckooTableView</name>
    <message>
        <source>Cuckoo filter table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>victim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bucket %1, slot %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: fingerprint %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The victim slot: where the last fingerprint evicted waits when the relocations run out</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n buckets of four slots</source>
        <translation>
            <numerusform>%Ln bucket of four slots</numerusform>
            <numerusform>%Ln buckets of four slots</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fingerprints stored</source>
        <translation>
            <numerusform>%Ln fingerprint stored</numerusform>
            <numerusform>%Ln fingerprints stored</numerusform>
        </translation>
    </message>
    <message>
        <source>victim slot taken: the filter is full</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CurveTableModel</name>
    <message>
        <source>Formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The exact rate is worked out for m up to %1 bits and n·k up to %2 probes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The blocked filter&apos;s rate needs m of at least %1 bits: two blocks of 512.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 bits per key a cuckoo filter&apos;s fingerprints would have %2 bits; they have %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cuckoo filter of the same bits per key b, its table %1 full: fingerprints of %2 bits, and a rate of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The least rate any filter can have at b bits per key: %1, since a rate ε needs %2 bits per key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeletionController</name>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is now reported absent because bit(s) %2 were cleared.</source>
        <translation>
            <numerusform>%1 is now reported absent because bit %2 was cleared.</numerusform>
            <numerusform>%1 is now reported absent because bits %2 were cleared.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other key shared its bits, so nothing else broke this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filter is empty now, and says so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every remaining key is still found: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported absent although still added: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1. The shared bits predicted these losses in the plain filter: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change counter width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain: %1 bits. Counting with %2-bit counters: %3 bits, %4× as much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance that some counter overflows at n = %1 (Fan et al.): at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This demo cannot run: its script is damaged. Nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article&apos;s starting point cannot be loaded: its script is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now reported absent: counter %2 is 0. A false negative, although it was added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is definitely absent: counter %2 is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was removed as often as it was added, yet it is still reported present: its stuck counter can never reach 0. Saturation costs false positives, never false negatives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was never added, yet every one of its counters is above 0: a false positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is still found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is removed: its counters go down by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removing %1 is accepted: nothing can tell it was never added. Its counters go down by one, and those counters belong to other keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 %2 times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 removed %2 times: counter %3 stays at %4%5. A stuck counter is never decremented, so it cannot wrap to 0 and cause a false negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (each remove reported it stuck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) stuck at %1, the most a counter holds: overflow has happened. Removing a key through a stuck counter leaves it as it is, so it can no longer reach 0.</source>
        <translation>
            <numerusform>%Ln counter stuck at %1, the most a counter holds: overflow has happened. Removing a key through a stuck counter leaves it as it is, so it can no longer reach 0.</numerusform>
            <numerusform>%Ln counters stuck at %1, the most a counter holds: overflow has happened. Removing a key through a stuck counter leaves it as it is, so it can no longer reach 0.</numerusform>
        </translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuckoo filter refused %1: it is full. The other two filters took it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo: %1 slots of %2-bit fingerprints, %3 bits, %4 full. When full, at most %5 of the checks for keys never added are false positives (2b/2^f).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to the cuckoo filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now reported absent by the cuckoo filter although it was added and never removed: a false negative. Its fingerprint, %2, was the one taken away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is definitely absent from the cuckoo filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was never added, yet fingerprint %2 is in one of its buckets: a false positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is still found in the cuckoo filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1 from the cuckoo filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was never added, but its fingerprint %2 and a bucket, %3, match a stored key&apos;s, so the cuckoo filter removed that key&apos;s copy. Now lost: %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 to the cuckoo filter until it refuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 added %n more time(s) to the cuckoo filter; then refused.</source>
        <translation>
            <numerusform>%1 added %Ln more time to the cuckoo filter; then refused.</numerusform>
            <numerusform>%1 added %Ln more times to the cuckoo filter; then refused.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill the cuckoo filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Filled with %n generated key(s) until an add ran out of relocations, at a load of %1.</source>
        <translation>
            <numerusform>Filled with %Ln generated key until an add ran out of relocations, at a load of %1.</numerusform>
            <numerusform>Filled with %Ln generated keys until an add ran out of relocations, at a load of %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No counters needed: every remaining key is still found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a key in the list that has not been deleted yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 added %2 times to the counting filter (once to the others): counter %3 reached %4, the most it can hold, and is now stuck.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeletionControlsBar</name>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete selected key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-bit counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset to the article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another key to add to all three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the key selected in the list from all three filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazards of deleting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Cuckoo: remove a key never added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. Cuckoo: add one key nine times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6. Cuckoo: fill the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Counting: remove a false positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Counting: remove a key never added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Counting: saturate a counter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeletionEventsStage</name>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeletionKeysModel</name>
    <message>
        <source>deleted (still reported!)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LOST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refused (full)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — plain: %2; counting: %3; cuckoo: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeletionKeysStage</name>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the key to delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeletionPage</name>
    <message>
        <source>Deletion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plain Bloom filter cannot delete: clearing a key&apos;s bits also clears bits that other keys need. Delete a key below and watch all three filters: the counting filter keeps a counter per bit, the cuckoo filter stores fingerprints it can take out again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a session (.bloomlab) or a filter (.bloom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every page&apos;s settings and keys, to pick up where you left off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the session under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;Filter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the Explore page&apos;s filter as a .bloom file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a BloomLab file: it is neither a session (.bloomlab) nor a filter (.bloom).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was not opened, and nothing was changed. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Open Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” holds a %2 filter of %3 bits (%4) with %5 hash functions and %6 keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of its bits are set, so a key that was never added tests positive with probability %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Save Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Session?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this session before closing? Otherwise the keys and settings of every page are lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BloomLab files (*.bloomlab *.bloom);;Sessions (*.bloomlab);;Filters (*.bloom);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sessions (*.bloomlab)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filters (*.bloom)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” holds a cuckoo filter of %2 buckets of %3 fingerprints of %4 bits (%5) with %6 keys. It is %7 full, so a key that was never added tests positive with probability about %8. The teaching pages show Bloom filters only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>m = −n · ln p / (ln 2)² = −%1 · ln %2 / 0.4805 ≈ %3 bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2. How many hash functions give the lowest rate for the bits that takes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = (m/n) · ln 2 = %1 · 0.693, rounded: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2, with the best k. How many megabytes (1 MB = 1,000,000 bytes) does it take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Divided by 8 bits per byte and 1,000,000 bytes per MB: about %1 MB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2, with the best k. How many bits does it need?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter of m = %1 bits with k = %2 hashes holds n = %3 keys. What is its false-positive rate, by the formula (1 − e^(−kn/m))^k?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kn/m = %1, e^(−%1) = %2, 1 − %2 = %3, and %3 to the power %4 ≈ %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About how many bits per key does a filter need for a false-positive rate of %1, with the best k?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m/n = −ln p / (ln 2)² = %1 / 0.4805 ≈ %2 bits per key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plain filter of %1 bits becomes a counting filter with a 4-bit counter in place of each bit. How much memory does the counting filter take?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 bits per position instead of 1: %1 bits, that is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter has m = %1 bits and k = %2 hashes. How many keys can it take before its false-positive rate passes %3?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Solve (1 − e^(−kn/m))^k = p for n: n = −(m/k) · ln(1 − p^(1/k)) ≈ %1 keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bits (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter of m = %1 bits holds n = %2 keys, with the best k. What is its false-positive rate?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = (m/n) · ln 2, rounded: %1; then (1 − e^(−kn/m))^k ≈ %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter of m = %1 bits must keep its false-positive rate at %2, with the best k. How many keys can it hold?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = −m · (ln 2)² / ln p ≈ %1 keys, with k = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type your answer as a number, in digits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a size in bits, or with a unit: kB, MB, GB, KiB, MiB or GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number of keys, in digits, or with a word: thousand, million, billion.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a rate as a percentage, a fraction, or “1 in” a number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a number of megabytes, or a size with its unit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>A filter needs at least one bit (m must be 1 or more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter needs at least one hash function (k must be 1 or more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported; %2 were asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A probability must lie strictly between 0 and 1, such as 0.01 or 1%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of keys must be at least 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value is outside the range this setting allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a key first: an empty key cannot be added or checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This key is %1; keys can be at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This filter needs %1; %2 is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle (%1 where the limit is %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These filters cannot be combined: they differ in size, hash count or hashing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: at least one of this key&apos;s counters is 0, so the key is definitely not in the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These two values do not determine the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter exactly two of n, p, m and k.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter with the article&apos;s scripted positions cannot be saved; choose a real hash scheme first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is cut short: it ends before the filter does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a BloomLab filter file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This filter file is version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds a kind of filter this BloomLab does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds a different kind of filter than the one asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file uses a hash scheme this BloomLab does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: its checksum does not match its contents. Nothing was loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged: its sizes do not agree with each other. Nothing was loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is not a valid encoding of this filter&apos;s bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is larger than any session can be (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is damaged or cut short: its JSON breaks at character %1 (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is JSON, but not a BloomLab session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This session is format version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value “%1” is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value “%1” has the wrong type or form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value “%1” is outside its range, %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The key “%1” is empty or longer than %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” lists more than %2 keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” names a hash scheme this BloomLab does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” names a page this BloomLab does not have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stored contents at “%1” do not fit the filter&apos;s size or settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The session is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuckoo filter is full: a key already waits in its victim slot. Remove a key to make room.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: this key&apos;s buckets already hold %1 copies of its fingerprint, as many as they can.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExperimentJobRow</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExploreArrayStage</name>
    <message>
        <source>The filter&apos;s bits. Arrow keys move between cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same keys in a cuckoo filter: adds and checks play through its buckets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExploreController</name>
    <message>
        <source>The search was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Add %n random key(s)</source>
        <translation>
            <numerusform>Add %Ln random key</numerusform>
            <numerusform>Add %Ln random keys</numerusform>
        </translation>
    </message>
    <message>
        <source>No bit is set yet, so no key can be a false positive. Add some keys first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching… %1 candidates tried.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No false positive in %1 candidates; at this fill one would expect one in about %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found %1 after %2 candidates. With %3 of %4 bits set, one in about %5 new keys is a false positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Space or Play for the next step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load bits from text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded the bits from text. The keys that set them are not known, because a Bloom filter does not store its keys. Check a key to ask the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same keys in a cuckoo filter: %1 buckets of 4 slots, %2-bit fingerprints, %3 full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>It is full: %n key(s) were refused, which the bit array still took.</source>
        <translation>
            <numerusform>It is full: %Ln key was refused, which the bit array still took.</numerusform>
            <numerusform>It is full: %Ln keys were refused, which the bit array still took.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Who set its bits:</source>
        <comment>heading over a line per bit; one bit when k = 1</comment>
        <translation>
            <numerusform>Who set its bit:</numerusform>
            <numerusform>Who set its bits:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n random key(s). Select one in the list to see where the filter put it.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplorePage</name>
    <message>
        <source>Explore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the bit array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bloom-filter.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Bloom filter: %n bit(s)</source>
        <translation>
            <numerusform>Bloom filter: %Ln bit</numerusform>
            <numerusform>Bloom filter: %Ln bits</numerusform>
        </translation>
    </message>
    <message>
        <source>Open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This worked example places its keys by script, which a .bloom file cannot hold. Save the session instead, or pick a hash scheme first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened “%1”: its bits are shown, but not the keys that set them, because a Bloom filter does not store its keys. Check a key to ask the filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Explore page draws classic filters of up to %1 bits and %2 hash functions, so this one is described here rather than drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExploreSettingsBar</name>
    <message>
        <source>Worked example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Examples…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a worked example from the articles, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enhanced double (XXH3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain double (XXH3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article: h·31 + byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article&apos;s positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a new secret random seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Bits (m):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash &amp;scheme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enhanced, unmixed (0.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashes (&amp;k):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hash seed, %1: secret and random at start. Type one to repeat a demo exactly.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FeedBar</name>
    <message>
        <source>Feed keys:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1 new keys to both filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep adding keys until you stop it or the lesson&apos;s limit is reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feed c&amp;ontinuously</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileStore</name>
    <message>
        <source>Could not save “%1”: %2. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save “%1”: %2. The previous file is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” does not exist any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is %2, more than any BloomLab file can be (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open “%1”: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is more than any BloomLab file can be (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilterColumnStage</name>
    <message>
        <source>Plain Bloom filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting Bloom filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete clears the key&apos;s bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove lowers the key&apos;s counters by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain filter bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting filter counters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilterText</name>
    <message>
        <source>Binary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hexadecimal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decimal number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character %1, %2, is not a binary digit: binary uses only 0 and 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character %1, %2, is not a hexadecimal digit: hexadecimal uses only 0–9 and a–f (or A–F).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character %1, %2, is not used in Base64, which has only A–Z, a–z, 0–9, + and /, with = as padding at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character %1, %2, is not a digit: a decimal number uses only 0–9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The box is empty: paste or type the filter&apos;s bits as text first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The binary form of this filter has exactly %Ln digit(s), one for each bit; this text has %1.</source>
        <translation>
            <numerusform>The binary form of this filter has exactly %Ln digit, one for each bit; this text has %1.</numerusform>
            <numerusform>The binary form of this filter has exactly %Ln digits, one for each bit; this text has %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hexadecimal form of this filter has exactly %Ln digit(s), two for each of its bytes; this text has %1.</source>
        <translation>
            <numerusform>The hexadecimal form of this filter has exactly %Ln digit, two for each of its bytes; this text has %1.</numerusform>
            <numerusform>The hexadecimal form of this filter has exactly %Ln digits, two for each of its bytes; this text has %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Base64 form of this filter has exactly %Ln character(s), four for every three of its bytes; this text has %1.</source>
        <translation>
            <numerusform>The Base64 form of this filter has exactly %Ln character, four for every three of its bytes; this text has %1.</numerusform>
            <numerusform>The Base64 form of this filter has exactly %Ln characters, four for every three of its bytes; this text has %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Base64 form of this filter has no = padding: its bytes fill whole groups of three.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The Base64 form of this filter ends in exactly %Ln = sign(s) of padding, and has no = anywhere else.</source>
        <translation>
            <numerusform>The Base64 form of this filter ends in exactly %Ln = sign of padding, and has no = anywhere else.</numerusform>
            <numerusform>The Base64 form of this filter ends in exactly %Ln = signs of padding, and has no = anywhere else.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This number is too large for a filter of %Ln bit(s): it must be less than 2 to the power %1.</source>
        <translation>
            <numerusform>This number is too large for a filter of %Ln bit: it must be less than 2 to the power %1.</numerusform>
            <numerusform>This number is too large for a filter of %Ln bits: it must be less than 2 to the power %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The text sets the bit at position %1, but this filter&apos;s %Ln bit(s) are at positions 0 to %2.</source>
        <translation>
            <numerusform>The text sets the bit at position %1, but this filter&apos;s %Ln bit is at positions 0 to %2.</numerusform>
            <numerusform>The text sets the bit at position %1, but this filter&apos;s %Ln bits are at positions 0 to %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FilterTextPanel</name>
    <message>
        <source>&amp;Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same bits as text: a server can send the filter to a client as one number, and the client then checks keys on its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy %1</source>
        <comment>a button&apos;s name for screen readers; %1 is a form such as Binary</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy this text to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load bits from text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Form of the text to load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text to load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a text of this filter&apos;s size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the filter&apos;s bits with these; m, k and the hash scheme stay, and Undo brings the old bits back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied to the clipboard: %1.</source>
        <comment>%1 is a form such as Binary or Base64</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit i is the number&apos;s bit i. Binary lists bit %1 first; Hexadecimal and Base64 give the number&apos;s bytes lowest byte first, as memory holds them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FprChart</name>
    <message>
        <source>Formula (1 − e^(−kn/m))^k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured, 95% interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FPR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, as a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a name ending in .png, .svg or .csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fpr-chart.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;CSV data (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate as keys are added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate by number of hashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate by bits per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per key (m/n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every rate on this chart is below %1: too small to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound: %1 bits per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beside the Bloom filter&apos;s formula, a cuckoo filter of the same bits per key, a step for each whole bit of fingerprint, and the lower bound no filter can pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per key for which this k is best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best k for this m and n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best k allowed (%1); the best, %2, is beyond the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 false positives in %1 probes: below the axis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best k for this m and n is %1, more than the %2 hashes a filter takes here: the square marks k = %2, the best of those.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At n = %1: 0 false positives in %2 probes. A rate of 0 cannot be drawn on a log axis, so the circle sits at its foot; the bar is the 95% interval, up to %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FprController</name>
    <message>
        <source>Set m to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set n to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set k to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set m, n and k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the sizing calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fill the sizing calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exact curve shown for m ≤ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts updated in %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An experiment is already running; wait for it or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring at n = %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the filter and inserting 100 million keys…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured %1 of 4: at n = %2, %3 false positives in %4 probes = %5 (theory %6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured false-positive rate %1 (95%: %2 to %3) against %4 in theory.
Inserted %5 keys in %6 s; probed %7 keys in %8 s. The filter used %9.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last measurement was for other values of m, n or k; click Measure to measure these.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FprInputsBar</name>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits (m)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;m bits:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;n keys:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;k hashes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag between %1 and %2; type any value up to %3 in the box</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FprPage</name>
    <message>
        <source>FPR lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sizing calculator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xperiments at scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which chart?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>V&amp;ariants compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open session</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrowthChartStage</name>
    <message>
        <source>Measured false-positive rate as keys keep coming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Design capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys added (n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the rate on a logarithmic axis, where small rates stay visible</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InterviewPanel</name>
    <message>
        <source>%1 minutes, %2 questions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start the interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The interview&apos;s review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explain questions are not scored: compare your words with the model answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model answer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start another intervie&amp;w</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every answer, its time and its result for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>interview.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In all: %1 of %2 right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A timed set, as in an interview: numbers to work out, options to choose, predictions on a live demo and trade-offs to explain, with no hints and no feedback until the end. Then you see a score per topic, the time each answer took, and every answer beside the right one or a model answer, and you can watch each prediction play out on its demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the answer on the demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 on the demo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeyEntryBar</name>
    <message>
        <source>Export…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a key, such as a username</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter adds the key; Shift+Enter checks it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the key to the filter (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add 10 &amp;random keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try new keys until one is reported present without having been added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the bit array as a PNG or SVG image, for slides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find a false &amp;positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter checks the key; Shift+Enter adds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the key to the filter (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>KeysPanel</name>
    <message>
        <source>Colour by collisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover over a cell, or focus the array and use the arrow keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour each set bit by how many keys set it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a key to see where the filter put it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hover over a slot to see its bucket and fingerprint.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonContents</name>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons and their steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, done</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 steps done · about %Ln minute(s)</source>
        <translation>
            <numerusform>%1 of %2 steps done · about %Ln minute</numerusform>
            <numerusform>%1 of %2 steps done · about %Ln minutes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonStageHost</name>
    <message>
        <source>The chart appears once you have answered: it would give the answer away.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonStepPanel</name>
    <message>
        <source>Read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Show a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &amp;my answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This step has no translation yet, so it is shown in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done. Go on with Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the cells you expect, then check your answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the answer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 You said: %2. The answer: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click at least one cell of the bit array first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: do it on the live demo beside this text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer first; then read why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer first; then watch what the demo does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer taken. The review at the end shows the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the cells you expect, then give your answer. The review at the end shows the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer here; the review at the end shows the answer on the demo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type your answer as a number, in digits.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset progress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome back: you are where you left off. Choose any step in the contents to go elsewhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget which steps you have done in every lesson? The lessons stay as they are.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in E&amp;xplore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue on the Explore page from this step&apos;s filter, with every control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in the FPR &amp;lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue in the FPR lab from this step&apos;s m, n and k, with every control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in De&amp;letion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue on the Deletion page from this step&apos;s two filters, with every control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue on the Scalable page from this step&apos;s filters, with every control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open in Sca&amp;lable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;un it for real</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open this lesson&apos;s system on the Systems page, running on the real components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Previous lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LiveStatsPanel</name>
    <message>
        <source>The numbers now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys added (n):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many distinct keys are in the filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits (m):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size of the bit array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashes (k):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many bits each key sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many bits are 1, and what share of the array that is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FPR, formula:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(1 − e^(−kn/m))^k: the expected false-positive rate for n keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FPR, this array:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(bits set ÷ m)^k: the chance that a new key finds all its bits set right now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best k for this m and n:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(m/n)·ln 2, rounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n estimated from the fill:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−(m/k)·ln(1 − bits set ÷ m): how many keys the filter looks like it holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keys themselves against the filter&apos;s bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keys %1, filter %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys stored:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many fingerprints the table holds: one per key it took, the victim slot included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buckets × slots:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table: buckets of b = 4 fingerprint slots each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint bits (f):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each slot keeps of a key: f bits of its hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slots filled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many slots hold a fingerprint, and what share of the table that is (the load α)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FPR at this load:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 − (1 − 1/2^f)^(2bα): a never-added key is compared with the 2b slots of its two buckets, each filled with chance α and matching with chance 1/2^f</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FPR when full:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2b/2^f: the rate once every slot holds a fingerprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table&apos;s bits ÷ keys stored (f ÷ α): each key pays for its slot and its share of the empty ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keys themselves against the table&apos;s bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not known: the bits were loaded without their keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 added here, plus the unknown keys of the loaded bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs n, not known for loaded bits (see n estimated from the fill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs n</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a demo to open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the page&apos;s main view as a PNG or SVG image, for slides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close BloomLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last change on this page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the whole screen, for projecting in a classroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen, larger and in high contrast, for a classroom. Esc leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About BloomLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version and what BloomLab is built on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Qt version BloomLab runs on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show BloomLab in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>BloomLab will use %1 the next time it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Later</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About BloomLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — BloomLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <comment>%1 is the step, such as: Add seyi_codes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <comment>%1 is the step, such as: Add seyi_codes</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;Learn Bloom filters by watching them work: every hash, every bit, every false positive explained.&lt;/p&gt;&lt;p&gt;Its lessons, quiz and Systems page follow four articles on Bloom filters: in Urdu (usernames at Instagram&apos;s scale), Thai (a sign-up form and its cache), Bengali (a web crawler) and Uzbek (the formulas and LSM trees). A text that names &quot;the Urdu article&quot; means the first of them; where an article is wrong or out of date, the text says what is true.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and xxHash.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeasureStage</name>
    <message>
        <source>Build real filters at n/2, n, 3n/2 and 2n and count false positives on keys never added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measu&amp;re</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maybe present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>definitely not present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>add(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mightContain(%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hash%1(%2) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⌊%1 × %2 ÷ 2⁶⁴⌋ = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 mod %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the article gives position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit %1: %2 → 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit %1 = 1 ✓</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit %1 = 0 ✗</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Adding %1: each of the %n hash function(s) picks one bit to set.</source>
        <translation>
            <numerusform>Adding %1: its one hash function picks the bit to set.</numerusform>
            <numerusform>Adding %1: each of the %Ln hash functions picks one bit to set.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking %1: look at its bits one by one, stopping at the first 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every bit it needs is 1 now. Check a key, or add another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One 0 bit is proof: had the key been added, that bit would be 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Each of its bits was set by other keys. A Bloom filter cannot tell the difference.</source>
        <translation>
            <numerusform>Its one bit was set by another key. A Bloom filter cannot tell the difference.</numerusform>
            <numerusform>Each of its bits was set by other keys. A Bloom filter cannot tell the difference.</numerusform>
        </translation>
    </message>
    <message>
        <source>All its bits are 1. A Bloom filter can only ever say &quot;maybe&quot; here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash function %1 turns %2 into one big number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That number is reduced to a position between 0 and %1: bit %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit %1 was 0. Now it is 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit %1 was already 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit %1 was already 1, set by %2: the bit is now shared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit %1 is 0, so %2 was never added. The remaining hashes are not evaluated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit %1 is 1. Keep checking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is added: all %n of its bits are 1.</source>
        <translation>
            <numerusform>%1 is added: its bit is 1.</numerusform>
            <numerusform>%1 is added: all %Ln of its bits are 1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is definitely not present.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positive: %1 is reported as maybe present, but it was never added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is maybe present, and it was indeed added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit %1: set, but by no key on record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bit %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removing %1 from the counting filter: each of its counters goes down by one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleting %1 from the plain filter: the only way is to clear its bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is removed; the other keys&apos; counts are untouched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s bits are cleared. Now check the keys that remain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash %1 of %2 gives position %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit %1 is cleared to 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter %1 is stuck at %2, so it stays there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter %1 goes down: %2 → %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashes %1 and %2 both chose bit %3, so %4 sets fewer distinct bits than it has hashes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashes %1 and %2 both chose bit %3: this look adds nothing new.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%Ln byte</numerusform>
            <numerusform>%Ln bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bit(s)</source>
        <translation>
            <numerusform>%Ln bit</numerusform>
            <numerusform>%Ln bits</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NumberSpinBox</name>
    <message>
        <source>This box takes %1 to %2; it keeps its last value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number; the box keeps its last value.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageCatalog</name>
    <message>
        <source>Explore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FPR lab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add and check keys on a small bit array and watch every hash land. A check stops at the first 0 bit, and every false positive is traced back to the keys that set its bits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear a key&apos;s bits the naive way and watch other keys vanish. Then see how a counting filter removes keys safely, and where even it goes wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep adding keys past the design capacity. A fixed filter&apos;s error climbs; a scalable filter adds slices and keeps its error bounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move m, n and k and watch the false-positive rate respond, with the formula and real measurements on the same axes. Size a filter for your own data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guided lessons from real systems: username checks in front of a database, web-crawler deduplication, LSM-tree SSTables and Safe Browsing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check what you have learned, from the basics to interview-style trade-offs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Systems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The articles&apos; systems running for real: a sign-up form in front of SQLite with its filter in this process or in Redis, RocksDB&apos;s filter in every SST file, a web crawler, Safe Browsing and a CDN&apos;s one-hit wonders.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <source>Back to the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to the result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed (+ and −)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a worked example holds each result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long a worked example holds each result before the next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>until Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>the animation&apos;s step counter where &quot;Step 2 of 19&quot; does not fit</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select All</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>Show a hin&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rec&amp;ord the points I covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This question has no translation yet, so it is shown in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write your answer as you would say it in an interview, then compare it with the model answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the lesson step or page that teaches this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recorded: you covered %1 of %2 key points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · a drill with new numbers each time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the model &amp;answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick every option you think is right first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick an option first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite: the marks under each option say why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right. The answer: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not quite. The answer: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>**Model answer**</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick the key points your answer covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · difficulty %2 of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer and &amp;go on</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%Ln vote</numerusform>
            <numerusform>%Ln votes</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal the answer (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key points:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · difficulty %2 of %3 · on a live demo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;kip this question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You should have picked this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write your answer as you would say it in an interview. The model answer is shown beside it in the review at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have not answered this question. Press again to go on without an answer.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizBank</name>
    <message>
        <source>The core guarantee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why no delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overfilling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hashing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Union of filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage engines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache penetration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crawlers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safe Browsing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One-hit wonders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chosen keys and seeds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When not to use one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When false negatives happen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizPage</name>
    <message>
        <source>One question at a time, with feedback on every option. Three right in a row without a hint marks a topic practised; right again in a mixed review on another day marks it mastered. Missed questions come back another time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a topic to practise, or all topics for a mixed review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All topics: a mixed review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mastered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interview answers, graded by you: %1 of %2 key points covered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget every topic&apos;s progress and the missed questions? This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mock &amp;interview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class&amp;room</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset pro&amp;gress…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save every topic&apos;s answers, streak and mastery for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultSheet</name>
    <message>
        <source>%1 (as shown)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultsTable</name>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunBar</name>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress of the run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SafeBrowsingController</name>
    <message>
        <source>Cancelled. The last finished run is still shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough memory for the list, its filter and its prefix set: this needs about %1 and %2 is available. Choose a shorter list or a larger false-positive rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a list of %1 to %2 URLs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose %1 to %2 URLs to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of visits to listed URLs must be between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>definitely not listed, answered in the browser without a round trip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maybe, so the server was asked for the full hashes: not listed. A false positive, one round trip for nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maybe, so the server was asked for the full hashes: listed. The browser warns before opening the page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building a list of %1 URLs, shipping it both ways, then browsing %2 URLs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the browsing first: a URL is checked against the list that run built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a URL to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the Bloom filter and the prefix set alike: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — Bloom filter: %2. Prefix set: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checks each URL it opens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Bloom filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a prefix set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the full list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maybe: full hashes?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>definitely not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 listed visits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloom filter · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>prefix set · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 full SHA-256 hashes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 URLs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 maybe (%2 false)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 definitely not listed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same list, same browsing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloom filter (Chrome until 2011)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix set (Update API v4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URLs on the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entries shipped (distinct 4-byte prefixes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes shipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (BloomLab&apos;s file format)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Rice-coded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per list entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bits, k = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rice parameter %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncompressed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (4 bytes a prefix)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filter&apos;s bits as one decimal number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… as base64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URLs checked (of them listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round trips avoided (definitely not listed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round trips to the server (maybe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… for unlisted URLs (false positives)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… for listed URLs (caught)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate, measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate, expected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Bloom filter shipped %1 and the prefix set %2. Of %3 visits to unlisted pages, the filter sent %4 to the server for nothing and the prefix set %5. Of %6 visits to listed pages, the filter caught %7 and the prefix set %8. Type a URL below to follow one check.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SafeBrowsingTab</name>
    <message>
        <source>A browser checks every page it opens against Google&apos;s list of malicious URLs, without sending each address away. Chrome kept a Bloom filter of the list for this until 2011, then replaced it with a prefix set: the URLs&apos; 32-bit hash prefixes, sorted and stored as the differences between neighbours (Chromium change “PrefixSet as an alternate to BloomFilter”, 2011). Google&apos;s Safe Browsing Update API v4 ships 4-byte SHA-256 prefixes, Rice-Golomb compressed, and the browser asks the server for the full hashes only when a URL matches locally (Safe Browsing v4 Update API documentation). Since 2024, Chrome&apos;s standard protection also checks URLs in real time through a privacy relay (Google Online Security Blog, March 2024). Here both local lists are built from one list and face the same browsing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safe Browsing server</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>safe-browsing-results.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List and browsing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ship the list and browse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URLs on the list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URLs the browser opens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of them on the list:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter&apos;s false-positive rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloom filter (until 2011)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix set (v4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A URL, exactly as listed, e.g. one of the examples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL to check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A listed URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An unlisted URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The diagram follows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>URL to check against the list the run built:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScalableController</name>
    <message>
        <source>Feed %1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson stops at %1 keys, %2 times the capacity: the point is made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open session</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next slice would take the two filters past %1, the most this page holds in memory: the point is made. Start over with a smaller capacity or a looser rate to feed further.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScalableModel</name>
    <message>
        <source>%1 vs %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed FPR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable FPR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory:
fixed vs scalable</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScalablePage</name>
    <message>
        <source>Scalable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Bloom filter is sized for a capacity. Feed it more keys and its error climbs. A scalable filter (Almeida et al., 2007) opens a new, tighter slice whenever one fills, so its compound error stays under the target.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScalableParametersBar</name>
    <message>
        <source>Initial capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target false-positive rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Growth factor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each slice holds this many times the keys of the one before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tightening ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each slice&apos;s error budget is this times the one before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty both filters and build them with these settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Capacity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target p:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Growth s:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tightening &amp;r:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used yet: Start over builds the filters with these settings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SchemesStage</name>
    <message>
        <source>Hash schemes compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same experiment with each hash scheme: m = %1, k = %2, n = %3, %4 probes. A tiny filter with many hashes is where a weak scheme shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Com&amp;pare schemes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact theory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Excess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article&apos;s h·31 + byte</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys that differ only in their last characters get nearly the same hash, so their bits cluster: the filter acts as if it were much smaller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain double hashing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h1 + i·h2 mod m: when h2 shares a factor with m, a key&apos;s probes cycle over a few cells and set fewer than k bits. Popular libraries shipped this and saw rates above theory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enhanced double hashing, unmixed (BloomLab 0.1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cubic term breaks those cycles, but multiply-shift keeps only the top bits of a + i·b + (i³ − i)/6: when b is small the k probes crowd into neighbouring cells, about one key in m/2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enhanced double hashing, remixed (default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each a + i·b + (i³ − i)/6 is remixed before the reduction, so the k positions behave as independent ones and the measured rate matches theory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 times the theory</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScriptTexts</name>
    <message>
        <source>Usernames: 16 bits, k = 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fruit table: 8 bits, k = 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tiger and cow: 10 bits, k = 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The username article: seyi_codes and aderonke are added, then john_doe and tiwa_codes are checked. Watch which bits they share.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fruit table: apple and mango are added to 8 bits; then grape is checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One hash, 10 bits: tiger is added; then cow is checked and lands on the same bit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard: remove a false positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. tiwa_codes never is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard: remove a key never added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. john_doe never is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hazard: saturate a counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty counting filter of 10 counters, k = 1: tiger always lands on counter 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are in all three filters. In the two Bloom filters they share bit 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo hazard: remove a key never added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. kemi_229 never is, but it has seyi_codes&apos;s fingerprint, 76, and the same two buckets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo hazard: add one key nine times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each copy of aderonke needs a slot in one of its two buckets: eight slots in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo hazard: fill the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New members sign up until an add finds both its buckets full and 500 relocations do not free a slot.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeedScaleStage</name>
    <message>
        <source>The article&apos;s filter at real scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 million items at 1%: m = %1 bits (about %2), k = 7. Insert 100 million generated keys, then probe 10 million others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run 100 million keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SignupController</name>
    <message>
        <source>Opening the database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database is empty: create users to fill its users table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database has %1 names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating %1 users in one transaction…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1 names; the table now has %2. Build the filter again: it holds only the names it was built from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the filter: streaming every name once…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filter holds all %1 names.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1 sign-ups three ways…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is free. The filter said definitely not, so the database was not asked (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is taken. The filter said maybe and the database confirmed it (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is free, but the filter said maybe: a false positive, which cost one database query to find out (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registering…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Registered “%1” in the database and the filter together. The table has %2 names, the filter %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in Redis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in this process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2, k = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite · %1 names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache of every name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-up checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries sent to the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queries avoided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives (a query for a free name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round trips to Redis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mean time per check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>99th percentile time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory in front of the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>would not fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 maybe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 definitely not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 taken and %2 free names. The filter sent %3 of the free names to the database anyway: %4, against the %5 it was built for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter first was slower here: this SQLite runs inside BloomLab with its pages in memory, so a query costs less than a round trip to Redis. A database across a network costs a round trip per query too, and that is what the filter saves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter first was slower here: this SQLite runs inside BloomLab with its pages in memory, so a query costs microseconds. A database across a network costs a round trip per query, and that is what the filter saves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1 names; the table now has %2. Now build the filter from them.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SignupTab</name>
    <message>
        <source>A sign-up form asks “is this name taken?” for every name a visitor types. Asking the database each time is a query per keystroke; a Bloom filter in front of it answers “definitely not” from memory for most free names, and only a “maybe” goes on to the database. Here the database is real (SQLite), and so is Redis when the filter lives there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-up form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloom filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>signup-results.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create users</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users to add:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate to build for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In Redis, started by BloomLab (private, on this computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a Redis server at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redis host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redis port</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redis password</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it lives:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-ups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the sign-ups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A username, e.g. ada_codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Username</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Register</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sign-ups to check:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of names already taken:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Or one name at a time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the users database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Users to add</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SizingAnswer</name>
    <message>
        <source>Solved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this rate, %1 bits would hold about %2 keys: more than BloomLab can count (at most %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer is more than BloomLab can count (at most %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bits cannot hold even one key here: m must be larger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This filter would need %1 bits (%2 bytes): more than BloomLab can count, and more memory than any computer has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = m·ln 2 / k = %1 × %2 / %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = −m·ln(1 − p^(1/k)) / k = −%1 × ln(1 − %2^(1/%3)) / %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n = −m·(ln 2)² / ln p = −%1 × %2 / ln %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p = (1 − e^(−kn/m))^k = (1 − e^(−%1 × %2 / %3))^%1 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m = k·n / ln 2 = %1 × %2 / %3 = %4 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m = −k·n / ln(1 − p^(1/k)) = −%1 × %2 / ln(1 − %3^(1/%1)) = %4 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m = −n·ln p / (ln 2)² = −%1 × ln %2 / %3 = %4 bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m / 8 = %1 / 8 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than the %1 this computer has free: a filter this size cannot be built here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = −ln p / ln 2 = −ln %1 / %2 = %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k = (m/n)·ln 2 = (%1 / %2) × %3 = %4 → %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The optimal k here, %1, is more than the %2 hash functions BloomLab&apos;s filters support, so the results are for k = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m/n = %1 / %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m/n = −k / ln(1 − p^(1/k)) = −%1 / ln(1 − %2^(1/%1)) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 keys × %3 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× smaller than the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× larger than the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about as large as the keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n × length × 8 / m = %1 × %2 × 8 / %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m / (n × length × 8) = %1 / (%2 × %3 × 8) = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>log₂(1/p) = log₂(1 / %1) = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>f = ⌈log₂(2 × 4 / p)⌉ = ⌈log₂(8 / %1)⌉ = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bits: more than a cuckoo filter&apos;s %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cuckoo filter&apos;s fingerprints have at most %1 bits, which reach rates down to %2; no cuckoo filter here reaches this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloom %1, lower bound %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More keys than a cuckoo filter here holds: at most %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bucket counts are powers of two, so %1 keys fill only %2 of the slots; filled to the %3 it is built for, the table would take %4 bits per key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4·f·B / 8 = 4 × %1 × %2 / 8 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloom %1, cuckoo %2, lower bound %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bloom %1× the lower bound, cuckoo %2×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4·f·B / n = 4 × %1 × %2 / %3 = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where B = %1 buckets, the power of two at or above ⌈n / (4 × %2)⌉ = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raised to %1 bits, the smallest fingerprint BloomLab&apos;s cuckoo filter takes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SizingCalculator</name>
    <message>
        <source>Enter any two of n, p, m and k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys (n):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 1 billion, 10M, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many keys the filter holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate (p):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 1%, %1, 1e-2, 1 in 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of never-added keys the filter may wrongly call present</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size (m):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 958505838, 120 MB, 1.5 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits, or a size with a unit: kB/MB/GB (powers of 1000) or KiB/MiB/GiB (powers of 1024)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash functions (k):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many bits each key sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average key length (bytes):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 70</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To compare with storing the keys themselves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The URL example: 1 billion URLs at 1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storing the keys:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filter is:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the field marked above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Enter %n more value(s).</source>
        <translation>
            <numerusform>Enter %Ln more value.</numerusform>
            <numerusform>Enter %Ln more values.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter exactly two values; clear the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cannot be negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a number this box reads (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How %1 was worked out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is more than BloomLab can count (at most %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against a cuckoo filter and the lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo fingerprint (f):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo bits per key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo filter memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower bound, bits per key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per key compared:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This rate is closer to 0 than BloomLab can compute with (the smallest is %1).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SliceBandsView</name>
    <message>
        <source>Slices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slice %1: m = %2 bits, k = %3, error budget %4, %5 of %6 keys, %7 of bits set</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln earlier slice(s) not shown; the newest follow.</source>
        <translation>
            <numerusform>%Ln earlier slice not shown; the newest follow.</numerusform>
            <numerusform>%Ln earlier slices not shown; the newest follow.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlicesStage</name>
    <message>
        <source>Slices of the scalable filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys added: %1 (design capacity %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) already looked present (a false positive while adding) and were not stored, so the slices hold %1.</source>
        <translation>
            <numerusform>%Ln key already looked present (a false positive while adding) and was not stored, so the slices hold %1.</numerusform>
            <numerusform>%Ln keys already looked present (a false positive while adding) and were not stored, so the slices hold %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slices: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable filter: measured %1 (%5 interval %2 to %3, over %4 probe keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected from its bits: %1; compound bound %2; target %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why above the bound? The bound is the average over every filter built this way; these keys happened to set more bits than average, as the expected rate shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why above the bound? Its bits predict a rate within the bound; this set of probe keys happened to find more false positives, which the interval allows for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed filter: measured %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory: fixed %1, scalable %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SstFilesView</name>
    <message>
        <source>SST files and their filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>outside its key range: not asked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filter: definitely not — skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached: found in a newer file</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>filter: maybe — %n block(s) read, found</source>
        <translation>
            <numerusform>filter: maybe — %Ln block read, found</numerusform>
            <numerusform>filter: maybe — %Ln blocks read, found</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>filter: maybe — %n block(s) read for nothing (false positive)</source>
        <translation>
            <numerusform>filter: maybe — %Ln block read for nothing (false positive)</numerusform>
            <numerusform>filter: maybe — %Ln blocks read for nothing (false positive)</numerusform>
        </translation>
    </message>
    <message>
        <source>File %1, %2 keys%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the databases to see their SST files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 · L%2 · %3 keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>BloomLab teaches Bloom filters by showing every step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the page &lt;name&gt;: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the language &lt;code&gt;: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Render the window at 1280×800, save it as a PNG to &lt;file&gt; and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;. Choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;. Choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A session (.bloomlab) or filter (.bloom) to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>[file]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give at most one file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the lesson &lt;id&gt; on the Lessons page: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --lesson, open its step &lt;n&gt;, counted from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown lesson &quot;%1&quot;. Choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has steps 1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--step needs --lesson.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StorageController</name>
    <message>
        <source>not built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1 SST files of %2 keys each, with and without filters…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built: %1 overlapping SST files, each with its own filter at %2 bits per key. Look up a key or run a batch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lookup of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocks read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key found here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not asked: outside the file&apos;s key range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>definitely not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maybe (a false positive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maybe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking up %1 keys in both databases…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch of lookups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data blocks read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block reads avoided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files skipped by a filter (BLOOM_FILTER_USEFUL)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter said maybe (BLOOM_FILTER_FULL_POSITIVE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… and the key was there (BLOOM_FILTER_FULL_TRUE_POSITIVE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives, measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answers that differ from the database without filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False negatives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lookups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 block reads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 files skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The filters saved %1 of the block reads. A false positive cost one read more, never a wrong answer: %2 answers differ from the database without filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range scans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys returned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix filter checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files skipped by the prefix filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys from %2, whole-key filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 keys from %2, no filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix %1 (no key has it), scan bounded to the prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix %1 (no key has it), scan not bounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix %1 (keys have it), scan bounded to the prefix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prefix %1 (keys have it), scan not bounded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A range scan reads the same %1 blocks with whole-key filters as without: a filter answers “is this key here?”, and a scan asks for every key in a range. A prefix filter can skip a file only when the scan stays inside one prefix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compacting every file into one…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SST files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter bytes (filter_size, summed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter policy (filter_policy_name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives after, measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives after, formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compaction merged %1 files into %2 and wrote a new filter into it at %3 bits per key: the filter lives inside its SST file, so it is rebuilt whenever the file is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compaction merged %1 files into %2 and wrote a new filter for the merged keys: the filter lives inside its SST file, so it is rebuilt whenever the file is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building and measuring a database for each bits per key from %1 to %2…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each added bit per key cuts the false positives by more than a third, and the block reads they cost with them; the filter grows by one bit per key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) · %1 of filters</source>
        <translation>
            <numerusform>%Ln file · %1 of filters</numerusform>
            <numerusform>%Ln files · %1 of filters</numerusform>
        </translation>
    </message>
    <message>
        <source>Lookups (in brackets: of keys not in the database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives, formula for one cache line per key (k = %1, %2 bits per key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives, cache-line formula</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database without filters gives the same answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database without filters gives a different answer: a filter said definitely not to a key its file holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 filters said definitely not (no read), %3 said maybe, %4 of them wrongly. Blocks read: %5 with filters, %6 without. %7</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StorageTab</name>
    <message>
        <source>A storage engine built as an LSM tree (RocksDB here, the real one) writes keys in sorted files, SSTables, and never changes a file once written. A key may be in any of several files, so a lookup would read a block of each. Every file carries its own Bloom filter: a “definitely not” skips the file without reading it, a false positive costs one read for nothing, never a wrong answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lookup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A filter per SST file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data blocks on disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rocksdb-results.csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Databases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build both databases</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SST files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys per file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Point lookups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key, e.g. 4216:order:00012346</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key to look up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key that is there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A key that is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lookups in a batch:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys not in the database:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range scan and compaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scan from the key above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a new bits per key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compact into one file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys to scan:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits-per-key sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the sweep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From bits per key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To bits per key:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SweepChart</name>
    <message>
        <source>False positives, measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block reads avoided</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits-per-key sweep chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block reads avoided (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>False positives, cache-line formula</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemDiagram</name>
    <message>
        <source>System diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>. Last request: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, then </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemTab</name>
    <message>
        <source>Export results as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemsMessages</name>
    <message>
        <source>%1 is not an SQLite database. BloomLab left it as it is; choose another file or a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program (it has no BloomLab users table). BloomLab left it as it is; choose a new file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer BloomLab. This version left it as it is; update BloomLab or choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written (the file, its folder or its disk is read-only). Choose a file in a folder you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is locked by another program that is writing to it. Close that program, or wait, and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database cannot be created there: the folder of %1 does not exist or cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That name is taken: the database already has it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SQLite could not do that with %1 (the disk may be full). Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. The database is as it was before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redis is not installed on this computer (no redis-server was found). Install the redis-server package, or keep the filter in this process.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redis-server is installed but did not start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redis-server is installed but did not start. It said: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Redis server answered there. Check the host and port, and that the server is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Redis server refused the password (or needs one). Check the password.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Redis server stopped answering in the middle of the run (it was stopped or it crashed). The run stopped; the database was not changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This filter needs more than 2³² bits, the most a Redis string can hold. Choose a larger false-positive rate or fewer users.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redis refused a command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names are at most %1 characters long (the users table&apos;s limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That name holds a broken character (it is not valid Unicode text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Names cannot hold tabs, line breaks or other invisible control characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the filter first: the sign-up checks go through it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose between %1 and %2 SST files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose between %1 and %2 keys per file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose between %1 and %2 bits per key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a prefix of %1 to %2 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at most %1 lookups.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of missing keys must be between 0% and 100%.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scan returns 1 to %1 keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sweep goes from 1 to 20 bits per key, low to high.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a key to look up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys are at most %1 bytes long here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RocksDB&apos;s folder could not be made in the temporary folder (it is read-only or missing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough disk space: this needs about %1 and %2 is free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full. Choose fewer files or keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RocksDB could not open its database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RocksDB could not write (the disk may be full).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RocksDB could not read a file back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RocksDB could not compact the files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a false-positive rate between %1 and %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a name first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SystemsPage</name>
    <message>
        <source>Sign-up (SQLite, Redis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage engine (RocksDB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Web crawler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Safe Browsing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CDN (one-hit wonders)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the diagram</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>system-diagram.png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraceStepsModel</name>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>skipped: not evaluated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 bit: stop here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TraceStepsView</name>
    <message>
        <source>Hash steps</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariantsCard</name>
    <message>
        <source>Variants compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four kinds of Bloom filter built for the same n keys and target rate p, then timed and probed on this computer. Only the filters&apos; own calls are timed. Bold marks the best of each column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target false-positive rate (p), in percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keys (n):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target rate (p):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Run comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build each filter in turn, insert n generated keys, then probe keys never added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comparison progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter variants compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One row per filter kind; the best value of each column is in bold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The trade-offs: the blocked filter buys speed with a slightly higher rate at the same memory; the counting filter buys deletion with four times the memory; the scalable filter buys not knowing n in advance with more memory and slower queries. The classic filter is the baseline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measuring %1 (%2 of %3)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured with n = %1 keys and %2 never-added keys probed, target rate %3. Timings vary from run to run on a busy computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fifth row is a cuckoo filter, which is not a Bloom filter, built and timed the same way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cuckoo filter deletes without counters, at about %1 bits per key, but its table can fill up: it refuses inserts past its load.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VariantsModel</name>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked (one cache line per key)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting (4-bit counters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scalable (starts at n/16 and grows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You know n, never delete, and want the least memory for a given rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed matters most: one cache miss per operation, for a slightly higher rate at the same memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys must be removed again, as in a cache or a changing set; it costs four times the memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot know n in advance: it grows and keeps the rate under p, paying with memory and slower queries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes, %1 ns/key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m = %1 bits, k = %2. Timed through the batched calls, which hash a group of keys and prefetch their memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m = %1 bits in %2 cache lines of 512 bits; all k = %3 bits of a key in one line. Timed through the batched calls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 four-bit counters, k = %2. One key at a time; each insert and delete also records its steps for the lessons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s) with %1 bits in all. One key at a time; a check may ask every slice.</source>
        <translation>
            <numerusform>%Ln slice with %1 bits in all. One key at a time; a check may ask every slice.</numerusform>
            <numerusform>%Ln slices with %1 bits in all. One key at a time; a check may ask every slice.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks of keys that were never added, the usual case for a filter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 false positives in %2 probes; 95% interval %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every key was removed again; %n counter(s) stayed above zero.</source>
        <translation>
            <numerusform>Every key was removed again; %Ln counter stayed above zero.</numerusform>
            <numerusform>Every key was removed again; %Ln counters stayed above zero.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clearing a bit could erase other keys: deleting would cause false negatives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best in this column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Insert, ns/key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Query, ns/key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured FPR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expected FPR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When to choose it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cuckoo (buckets of 4 fingerprints)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 slots in buckets of 4, fingerprints of %2 bits, %3 full once every key was in. Inserts one key at a time (each may move others); checks through the batched call, two buckets per key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 − (1 − 1/2^f)^(2·4·load) at the load reached, %1; a full table stays under 2·4/2^f = %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Every key was removed again, its fingerprint taken from one of its two buckets; %n fingerprint(s) stayed.</source>
        <translation>
            <numerusform>Every key was removed again, its fingerprint taken from one of its two buckets; %Ln fingerprint stayed.</numerusform>
            <numerusform>Every key was removed again, its fingerprint taken from one of its two buckets; %Ln fingerprints stayed.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys must be removed without a counting filter&apos;s memory: it deletes, and checks two buckets. Near full load and below about p = 0.3% it is also smaller than a classic filter. It refuses inserts once full, and removing a key that was never added can remove another.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a name ending in .png or .svg</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bit array exported from BloomLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>m = %Ln bit(s)</source>
        <translation>
            <numerusform>m = %Ln bit</numerusform>
            <numerusform>m = %Ln bits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>k = %Ln hash function(s)</source>
        <translation>
            <numerusform>k = %Ln hash function</numerusform>
            <numerusform>k = %Ln hash functions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>n = %Ln key(s) added</source>
        <translation>
            <numerusform>n = %Ln key added</numerusform>
            <numerusform>n = %Ln keys added</numerusform>
        </translation>
    </message>
    <message>
        <source>Hash scheme: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported from BloomLab on %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
