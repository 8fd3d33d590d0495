<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn">
<context>
    <name>BitArrayView</name>
    <message>
        <source>Bit array</source>
        <translation>বিট অ্যারে</translation>
    </message>
    <message>
        <source>An empty bit array.</source>
        <translation>একটি খালি বিট অ্যারে।</translation>
    </message>
    <message>
        <source>%1 bits, %2 set. Focused: %3</source>
        <translation>%1টি বিট, %2টি সেট। ফোকাসে: %3</translation>
    </message>
</context>
<context>
    <name>BitCellModel</name>
    <message>
        <source>No added key hashes here.</source>
        <translation>যোগ করা কোনো কী-এর হ্যাশ এখানে পড়েনি।</translation>
    </message>
    <message numerus="yes">
        <source>Set by %n key(s): %1.</source>
        <translation>
            <numerusform>%Lnটি কী সেট করেছে: %1।</numerusform>
            <numerusform>%Lnটি কী সেট করেছে: %1।</numerusform>
        </translation>
    </message>
    <message>
        <source>Counter %1 is %2 and stuck at its maximum.</source>
        <translation>কাউন্টার %1-এর মান %2, এবং এটি সর্বোচ্চ মানে আটকে আছে।</translation>
    </message>
    <message>
        <source>Counter %1 is %2.</source>
        <translation>কাউন্টার %1-এর মান %2।</translation>
    </message>
    <message>
        <source>Bit %1 is %2.</source>
        <translation>বিট %1 হলো %2।</translation>
    </message>
</context>
<context>
    <name>CdnController</name>
    <message>
        <source>Cancelled. The last finished run is still shown.</source>
        <translation>বাতিল করা হয়েছে। সর্বশেষ সম্পূর্ণ চালানোর ফলাফলই দেখানো হচ্ছে।</translation>
    </message>
    <message>
        <source>Not enough memory for the trace and the caches: this needs about %1 and %2 is available. Choose fewer requests or a smaller catalogue.</source>
        <translation>ট্রেস আর ক্যাশগুলোর জন্য যথেষ্ট মেমরি নেই: এর জন্য প্রায় %1 লাগবে, অথচ উপলব্ধ আছে %2। কম অনুরোধ বা আরও ছোট ক্যাটালগ বেছে নিন।</translation>
    </message>
    <message>
        <source>Choose %1 to %2 requests.</source>
        <translation>%1 থেকে %2টি অনুরোধ বেছে নিন।</translation>
    </message>
    <message>
        <source>Choose a catalogue of %1 to %2 objects.</source>
        <translation>%1 থেকে %2টি অবজেক্টের একটি ক্যাটালগ বেছে নিন।</translation>
    </message>
    <message>
        <source>Choose a Zipf skew between %1 and %2.</source>
        <translation>%1 থেকে %2-এর মধ্যে একটি Zipf স্কিউ বেছে নিন।</translation>
    </message>
    <message>
        <source>The cache cannot hold more objects than the catalogue has: choose a capacity of 1 to %1, or a larger catalogue.</source>
        <translation>ক্যাটালগে যতগুলো অবজেক্ট আছে, ক্যাশ তার চেয়ে বেশি রাখতে পারে না: ১ থেকে %1-এর মধ্যে একটি ধারণক্ষমতা বেছে নিন, অথবা আরও বড় ক্যাটালগ।</translation>
    </message>
    <message>
        <source>The trace asks for an object outside the catalogue.</source>
        <translation>ট্রেসে এমন একটি অবজেক্ট চাওয়া হয়েছে, যা ক্যাটালগে নেই।</translation>
    </message>
    <message>
        <source>Admit everything</source>
        <translation>সবকিছু ক্যাশে নেওয়া</translation>
    </message>
    <message>
        <source>Second request, exact</source>
        <translation>দ্বিতীয় অনুরোধে, নির্ভুল</translation>
    </message>
    <message>
        <source>Second request, filter</source>
        <translation>দ্বিতীয় অনুরোধে, ফিল্টার দিয়ে</translation>
    </message>
    <message>
        <source>Drawing %1 requests and playing them through the cache three ways…</source>
        <translation>এলোমেলোভাবে %1টি অনুরোধ নিয়ে সেগুলো তিনভাবে ক্যাশের মধ্য দিয়ে চালানো হচ্ছে…</translation>
    </message>
    <message>
        <source>Zipf, skew %1</source>
        <translation>Zipf, স্কিউ %1</translation>
    </message>
    <message>
        <source>LRU, %1 objects</source>
        <translation>LRU, %1টি অবজেক্ট</translation>
    </message>
    <message>
        <source>Bloom filter at %1</source>
        <translation>%1-এ ব্লুম ফিল্টার</translation>
    </message>
    <message>
        <source>request</source>
        <translation>অনুরোধ</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>মিস</translation>
    </message>
    <message>
        <source>yes: write</source>
        <translation>হ্যাঁ: লেখা হয়</translation>
    </message>
    <message>
        <source>first time: not written</source>
        <translation>প্রথমবার: লেখা হয় না</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Same trace, same cache size</source>
        <translation>একই ট্রেস, একই ক্যাশের আকার</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>অনুরোধ</translation>
    </message>
    <message>
        <source>Distinct objects</source>
        <translation>ভিন্ন ভিন্ন অবজেক্ট</translation>
    </message>
    <message>
        <source>One-hit wonders (requested once)</source>
        <translation>ওয়ান-হিট ওয়ান্ডার (মাত্র একবার চাওয়া)</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>হিট</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>হিট রেট</translation>
    </message>
    <message>
        <source>Disk writes</source>
        <translation>ডিস্কে লেখা</translation>
    </message>
    <message>
        <source>One-hit wonders written to disk</source>
        <translation>ডিস্কে লেখা ওয়ান-হিট ওয়ান্ডার</translation>
    </message>
    <message>
        <source>Wrongly admitted (false positives)</source>
        <translation>ভুল করে ক্যাশে নেওয়া (ফলস পজিটিভ)</translation>
    </message>
    <message>
        <source>… expected, %1</source>
        <translation>… প্রত্যাশিত, %1</translation>
    </message>
    <message>
        <source>Bloom filter (for %1 objects)</source>
        <translation>ব্লুম ফিল্টার (%1টি অবজেক্টের জন্য)</translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation>%1, k = %2</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>%1টি অনুরোধ</translation>
    </message>
    <message>
        <source>LRU · hit rate %1</source>
        <translation>LRU · হিট রেট %1</translation>
    </message>
    <message>
        <source>%1 one-hit wonders</source>
        <translation>%1টি ওয়ান-হিট ওয়ান্ডার</translation>
    </message>
    <message>
        <source>%1 misses</source>
        <translation>%1টি মিস</translation>
    </message>
    <message>
        <source>%1 written</source>
        <translation>%1টি লেখা হয়েছে</translation>
    </message>
    <message>
        <source>%1 first requests: not written</source>
        <translation>%1টি প্রথম অনুরোধ: লেখা হয়নি</translation>
    </message>
    <message>
        <source>Of %1 distinct objects, %2 were requested only once. Admitting everything wrote %3 of them to disk; admitting on the second request with a Bloom filter wrote %4 of them, and cut the disk writes from %5 to %6. Hit rate: %7 admitting everything, %8 with the filter.</source>
        <translation>%1টি ভিন্ন ভিন্ন অবজেক্টের মধ্যে %2টি মাত্র একবার চাওয়া হয়েছে। সবকিছু ক্যাশে নেওয়ায় এগুলোর %3টি ডিস্কে লেখা হয়েছে; ব্লুম ফিল্টার দিয়ে দ্বিতীয় অনুরোধে ক্যাশে নেওয়ায় লেখা হয়েছে এগুলোর %4টি, আর ডিস্কে লেখা %5 থেকে কমে %6 হয়েছে। হিট রেট: সবকিছু ক্যাশে নিলে %7, ফিল্টার দিয়ে %8।</translation>
    </message>
</context>
<context>
    <name>CdnTab</name>
    <message>
        <source>A content delivery network&apos;s edge server keeps popular objects on its disk. Many objects are requested once and never again — one-hit wonders — and writing each of them to disk wastes the write and pushes out an object that would have been hit. Maggs and Sitaraman describe the remedy in “Algorithmic Nuggets in Content Delivery” (ACM SIGCOMM CCR 45(3), 2015): cache an object only on its second request, and remember the first requests in a Bloom filter. Here one Zipf-distributed trace goes through an LRU cache of one size three ways.</source>
        <translation>কনটেন্ট ডেলিভারি নেটওয়ার্কের একটি এজ সার্ভার জনপ্রিয় অবজেক্টগুলো তার ডিস্কে রাখে। অনেক অবজেক্ট একবার চাওয়া হয়, তারপর আর কখনো নয় — এরাই ওয়ান-হিট ওয়ান্ডার — আর এদের প্রতিটি ডিস্কে লেখা মানে একটি লেখা নষ্ট করা এবং এমন একটি অবজেক্টকে সরিয়ে দেওয়া, যা হিট হতে পারত। Maggs ও Sitaraman “Algorithmic Nuggets in Content Delivery” (ACM SIGCOMM CCR ৪৫(৩), ২০১৫)-এ এর প্রতিকার বর্ণনা করেছেন: কোনো অবজেক্ট ক্যাশ করুন কেবল তার দ্বিতীয় অনুরোধে, আর প্রথম অনুরোধগুলো মনে রাখুন একটি ব্লুম ফিল্টারে। এখানে Zipf বণ্টন মেনে তৈরি একটিই ট্রেস একই আকারের একটি LRU ক্যাশের মধ্য দিয়ে তিনভাবে চালানো হয়।</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>অনুরোধ</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>ক্যাশ</translation>
    </message>
    <message>
        <source>Seen before?</source>
        <translation>আগে দেখেছি?</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>ডিস্ক</translation>
    </message>
    <message>
        <source>cdn-results.csv</source>
        <translation>cdn-results.csv</translation>
    </message>
    <message>
        <source>Trace and cache</source>
        <translation>ট্রেস ও ক্যাশ</translation>
    </message>
    <message>
        <source>Zipf skew: the popularity of rank r falls as r to the minus skew</source>
        <translation>Zipf স্কিউ: r নম্বর র‍্যাঙ্কের অবজেক্টের জনপ্রিয়তা r-এর (−স্কিউ) ঘাতের অনুপাতে কমে</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>যে ফলস পজিটিভ হারের জন্য ফিল্টারের আকার ঠিক করা হবে</translation>
    </message>
    <message>
        <source>Play the trace three ways</source>
        <translation>ট্রেসটি তিনভাবে চালান</translation>
    </message>
    <message>
        <source>The larger the skew, the more the requests crowd onto the most popular objects. The filter is sized for the objects the trace is expected to name.</source>
        <translation>স্কিউ যত বড়, অনুরোধগুলো তত বেশি সবচেয়ে জনপ্রিয় অবজেক্টগুলোর ওপর ভিড় করে। ট্রেসে যতগুলো অবজেক্টের নাম আসবে বলে আশা করা হয়, ফিল্টারের আকার সেই অনুযায়ী ঠিক করা হয়।</translation>
    </message>
    <message>
        <source>Requests:</source>
        <translation>অনুরোধ:</translation>
    </message>
    <message>
        <source>Objects in the catalogue:</source>
        <translation>ক্যাটালগে অবজেক্ট:</translation>
    </message>
    <message>
        <source>Zipf skew:</source>
        <translation>Zipf স্কিউ:</translation>
    </message>
    <message>
        <source>Cache holds (objects):</source>
        <translation>ক্যাশের ধারণক্ষমতা (অবজেক্ট):</translation>
    </message>
    <message>
        <source>Filter&apos;s false-positive rate:</source>
        <translation>ফিল্টারের ফলস পজিটিভ হার:</translation>
    </message>
</context>
<context>
    <name>CdnWritesChart</name>
    <message>
        <source>Disk writes</source>
        <translation>ডিস্কে লেখা</translation>
    </message>
    <message>
        <source>One-hit wonders written</source>
        <translation>লেখা ওয়ান-হিট ওয়ান্ডার</translation>
    </message>
    <message>
        <source>Disk writes per admission policy chart</source>
        <translation>ক্যাশে নেওয়ার নীতি অনুযায়ী ডিস্কে লেখার চার্ট</translation>
    </message>
</context>
<context>
    <name>ChartStyle</name>
    <message>
        <source>The same numbers are in the table beside the chart.</source>
        <translation>একই সংখ্যাগুলো চার্টের পাশের টেবিলে আছে।</translation>
    </message>
</context>
<context>
    <name>ClassroomPanel</name>
    <message>
        <source>All topics</source>
        <translation>সব বিষয়</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>বিষয়</translation>
    </message>
    <message>
        <source>T&amp;opic:</source>
        <translation>বিষয় (&amp;O):</translation>
    </message>
    <message>
        <source>Keys: A to D count a vote for an option (with Shift, take one back), Space reveals the answer, N shows the next question.</source>
        <translation>কিবোর্ড: A থেকে D কোনো বিকল্পে একটি করে ভোট গোনে (Shift-সহ একটি ভোট ফেরত নেয়), Space উত্তর দেখায়, N পরের প্রশ্ন দেখায়।</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Code</source>
        <translation>কোড</translation>
    </message>
    <message>
        <source>The C++ that runs for the current step, with its values</source>
        <translation>বর্তমান ধাপে যে C++ কোড চলে, তার মানসহ</translation>
    </message>
</context>
<context>
    <name>CountingCostsStage</name>
    <message>
        <source>What deleting costs</source>
        <translation>মুছে ফেলার খরচ</translation>
    </message>
</context>
<context>
    <name>CrawlerController</name>
    <message>
        <source>Cancelled. The last finished crawl is still shown.</source>
        <translation>বাতিল করা হয়েছে। সর্বশেষ সম্পূর্ণ ক্রলের ফলাফলই দেখানো হচ্ছে।</translation>
    </message>
    <message>
        <source>Not enough memory for the hash set&apos;s crawl: it needs about %1 and %2 is available. Choose fewer pages.</source>
        <translation>হ্যাশ সেট দিয়ে ক্রলের জন্য যথেষ্ট মেমরি নেই: এর জন্য প্রায় %1 লাগবে, অথচ উপলব্ধ আছে %2। কম পৃষ্ঠা বেছে নিন।</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 pages.</source>
        <translation>%1 থেকে %2টি পৃষ্ঠার মধ্যে বেছে নিন।</translation>
    </message>
    <message>
        <source>The links&apos; power-law exponent must be between %1 and %2.</source>
        <translation>লিংকগুলোর পাওয়ার-ল সূচক %1 থেকে %2-এর মধ্যে হতে হবে।</translation>
    </message>
    <message>
        <source>A page links to 1 to %1 pages, the fewest no more than the most.</source>
        <translation>একটি পৃষ্ঠা ১ থেকে %1টি পৃষ্ঠায় লিংক দেয়, আর সর্বনিম্ন সংখ্যা সর্বোচ্চ সংখ্যার চেয়ে বেশি হতে পারে না।</translation>
    </message>
    <message>
        <source>The crawl order is kept only for webs of up to %1 pages.</source>
        <translation>ক্রলের ক্রম কেবল সর্বোচ্চ %1টি পৃষ্ঠার ওয়েবের জন্য রাখা হয়।</translation>
    </message>
    <message>
        <source>Crawling a web of %1 pages twice: with a hash set, then with a Bloom filter…</source>
        <translation>%1টি পৃষ্ঠার একটি ওয়েব দুবার ক্রল করা হচ্ছে: প্রথমে হ্যাশ সেট দিয়ে, তারপর ব্লুম ফিল্টার দিয়ে…</translation>
    </message>
    <message>
        <source>links waiting, breadth-first</source>
        <translation>অপেক্ষমাণ লিংক, ব্রেডথ-ফার্স্ট ক্রমে</translation>
    </message>
    <message>
        <source>%1 URLs at %2</source>
        <translation>%2-এ %1টি URL</translation>
    </message>
    <message>
        <source>download, read its links</source>
        <translation>ডাউনলোড, তারপর এর লিংকগুলো পড়া</translation>
    </message>
    <message>
        <source>a link&apos;s URL</source>
        <translation>একটি লিংকের URL</translation>
    </message>
    <message>
        <source>new</source>
        <translation>নতুন</translation>
    </message>
    <message>
        <source>looks seen: skipped</source>
        <translation>দেখা মনে হয়: বাদ</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>One web, crawled twice</source>
        <translation>একটি ওয়েব, দুবার ক্রল করা</translation>
    </message>
    <message>
        <source>Hash set of URLs</source>
        <translation>URL-এর হ্যাশ সেট</translation>
    </message>
    <message>
        <source>Bloom filter</source>
        <translation>ব্লুম ফিল্টার</translation>
    </message>
    <message>
        <source>Pages in the web (seed %1)</source>
        <translation>ওয়েবে পৃষ্ঠা (সিড %1)</translation>
    </message>
    <message>
        <source>Pages crawled</source>
        <translation>ক্রল করা পৃষ্ঠা</translation>
    </message>
    <message>
        <source>… their URL looked seen (false positives)</source>
        <translation>… যাদের URL দেখা মনে হয়েছে (ফলস পজিটিভ)</translation>
    </message>
    <message>
        <source>… expected from the filter&apos;s fill, %1</source>
        <translation>… ফিল্টার যতটা ভরা, সেই অনুযায়ী প্রত্যাশিত, %1</translation>
    </message>
    <message>
        <source>… linked only from such pages</source>
        <translation>… কেবল এমন পৃষ্ঠা থেকেই লিংক পাওয়া</translation>
    </message>
    <message>
        <source>False positives per new URL (%1 only once the filter is full)</source>
        <translation>প্রতি নতুন URL-এ ফলস পজিটিভ (%1 কেবল ফিল্টার পূর্ণ হওয়ার পর)</translation>
    </message>
    <message>
        <source>Memory of the seen set at the end</source>
        <translation>দেখা URL-এর সেটের মেমরি, শেষে</translation>
    </message>
    <message>
        <source>… per page crawled</source>
        <translation>… প্রতি ক্রল করা পৃষ্ঠায়</translation>
    </message>
    <message>
        <source>%1 bytes (%2 bits)</source>
        <translation>%1 বাইট (%2 বিট)</translation>
    </message>
    <message>
        <source>… at its peak</source>
        <translation>… সর্বোচ্চ অবস্থায়</translation>
    </message>
    <message>
        <source>… of which the URLs&apos; characters</source>
        <translation>… যার মধ্যে URL-গুলোর অক্ষর</translation>
    </message>
    <message>
        <source>Average URL length</source>
        <translation>URL-এর গড় দৈর্ঘ্য</translation>
    </message>
    <message>
        <source>%1 URLs × %2 bytes: the keys alone</source>
        <translation>%1টি URL × %2 বাইট: শুধু কী-গুলোই</translation>
    </message>
    <message>
        <source>%1 pages in the web</source>
        <translation>ওয়েবে %1টি পৃষ্ঠা</translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation>%1, k = %2</translation>
    </message>
    <message>
        <source>%1 fetched</source>
        <translation>%1টি আনা হয়েছে</translation>
    </message>
    <message>
        <source>%1 distinct URLs</source>
        <translation>%1টি ভিন্ন ভিন্ন URL</translation>
    </message>
    <message>
        <source>%1 new</source>
        <translation>%1টি নতুন</translation>
    </message>
    <message>
        <source>%1 looked seen wrongly: skipped</source>
        <translation>%1টি ভুল করে দেখা মনে হয়েছে: বাদ</translation>
    </message>
    <message>
        <source>%1 URLs × %2 bytes = %3</source>
        <translation>%1টি URL × %2 বাইট = %3</translation>
    </message>
    <message>
        <source>The filter took %1 where the hash set took %2, and crawled every page the hash set&apos;s crawl did.</source>
        <translation>হ্যাশ সেট যেখানে %2 নিয়েছে, ফিল্টার নিয়েছে %1, আর হ্যাশ সেটের ক্রল যে পৃষ্ঠাগুলো ক্রল করেছে, ফিল্টারও তার প্রতিটি ক্রল করেছে।</translation>
    </message>
    <message>
        <source>The filter took %1 where the hash set took %2, and crawled %3 pages fewer, each because its URL looked seen though it was new.</source>
        <translation>হ্যাশ সেট যেখানে %2 নিয়েছে, ফিল্টার নিয়েছে %1, আর %3টি পৃষ্ঠা কম ক্রল করেছে, প্রতিটিই এই কারণে যে নতুন হওয়া সত্ত্বেও এর URL দেখা মনে হয়েছে।</translation>
    </message>
    <message>
        <source>At the article&apos;s scale, %1 of keys; a filter at %2 takes %3.</source>
        <translation>নিবন্ধের পরিসরে শুধু কী-গুলোর জন্যই %1; %2-এ একটি ফিল্টার নেয় %3।</translation>
    </message>
    <message>
        <source>Pages no link leads to (neither crawl can reach them)</source>
        <translation>কোনো লিংক যায় না এমন পৃষ্ঠা (দুটি ক্রলের কোনোটিই সেগুলোতে পৌঁছাতে পারে না)</translation>
    </message>
    <message>
        <source>Reachable pages never crawled</source>
        <translation>পৌঁছানো যায় অথচ কখনো ক্রল না হওয়া পৃষ্ঠা</translation>
    </message>
    <message numerus="yes">
        <source>The filter took %1 where the hash set took %2, and crawled %3 pages fewer: %4 looked seen though they were new, and %n more could be reached only through those.</source>
        <translation>
            <numerusform>হ্যাশ সেট যেখানে %2 নিয়েছে, ফিল্টার নিয়েছে %1, আর %3টি পৃষ্ঠা কম ক্রল করেছে: %4টি নতুন হওয়া সত্ত্বেও দেখা মনে হয়েছে, আর আরও %Lnটিতে পৌঁছানো যেত কেবল সেগুলোর মধ্য দিয়েই।</numerusform>
            <numerusform>হ্যাশ সেট যেখানে %2 নিয়েছে, ফিল্টার নিয়েছে %1, আর %3টি পৃষ্ঠা কম ক্রল করেছে: %4টি নতুন হওয়া সত্ত্বেও দেখা মনে হয়েছে, আর আরও %Lnটিতে পৌঁছানো যেত কেবল সেগুলোর মধ্য দিয়েই।</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter bits (its memory holds whole 64-bit words), hash functions</source>
        <translation>ফিল্টারের বিট (এর মেমরি পুরো ৬৪-বিট শব্দে রাখা), হ্যাশ ফাংশন</translation>
    </message>
    <message>
        <source>%1 bits used of %2, k = %3</source>
        <translation>%2-এর মধ্যে %1 বিট ব্যবহৃত, k = %3</translation>
    </message>
    <message>
        <source>%1 URLs, at this run&apos;s memory per page crawled</source>
        <translation>%1টি URL, এই রানের ক্রল করা প্রতি পৃষ্ঠার মেমরিতে</translation>
    </message>
    <message>
        <source>%1 URLs in a filter sized for them at %2</source>
        <translation>%1টি URL, তাদের জন্য %2-এ মাপ করা ফিল্টারে</translation>
    </message>
    <message>
        <source>%1 (%2 bits a URL)</source>
        <translation>%1 (প্রতি URL-এ %2 বিট)</translation>
    </message>
</context>
<context>
    <name>CrawlerTab</name>
    <message>
        <source>A crawler fetches a page, reads its links and queues every URL it has not seen before, so it must remember every URL it has met. The Bengali article counts the cost: a billion URLs at about 70 bytes each is 70 GB of keys before any hash table&apos;s overhead. A Bloom filter remembers them in a few bits each; its price is a false positive, a new page whose URL looks seen, which the crawler then never fetches. Here one synthetic web is crawled twice, the same way, once with each.</source>
        <translation>একটি ক্রলার একটি পৃষ্ঠা আনে, এর লিংকগুলো পড়ে, আর আগে দেখেনি এমন প্রতিটি URL সারিতে রাখে, তাই যত URL তার সামনে এসেছে, সবগুলোই তাকে মনে রাখতে হয়। বাংলা নিবন্ধটি এর খরচ হিসাব করে দেখায়: প্রতিটি প্রায় ৭০ বাইটের ১০০ কোটি URL মানে কোনো হ্যাশ টেবিলের বাড়তি খরচের আগেই ৭০ GB কী। ব্লুম ফিল্টার এগুলো মনে রাখে প্রতিটির জন্য মাত্র কয়েকটি বিটে; এর দাম একটি ফলস পজিটিভ, অর্থাৎ এমন একটি নতুন পৃষ্ঠা যার URL দেখা মনে হয়, আর ক্রলার তখন সেটি আর কখনো আনে না। এখানে একটি কৃত্রিম ওয়েব একইভাবে দুবার ক্রল করা হয়, দুটির প্রতিটি দিয়ে একবার করে।</translation>
    </message>
    <message>
        <source>Crawler frontier</source>
        <translation>ক্রলারের ফ্রন্টিয়ার</translation>
    </message>
    <message>
        <source>Seen set (Bloom filter)</source>
        <translation>দেখা URL-এর সেট (ব্লুম ফিল্টার)</translation>
    </message>
    <message>
        <source>Fetch the page</source>
        <translation>পৃষ্ঠাটি আনা</translation>
    </message>
    <message>
        <source>crawler-results.csv</source>
        <translation>crawler-results.csv</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>ক্রল</translation>
    </message>
    <message>
        <source>Pages in the web</source>
        <translation>ওয়েবে পৃষ্ঠা</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>যে ফলস পজিটিভ হারের জন্য ফিল্টারের আকার ঠিক করা হবে</translation>
    </message>
    <message>
        <source>new each crawl</source>
        <translation>প্রতি ক্রলে নতুন</translation>
    </message>
    <message>
        <source>Seed of the synthetic web</source>
        <translation>কৃত্রিম ওয়েবের সিড</translation>
    </message>
    <message>
        <source>Crawl twice</source>
        <translation>দুবার ক্রল করুন</translation>
    </message>
    <message>
        <source>Both crawls start at page 0 and go breadth-first; the hash set&apos;s crawl reaches every page the links lead to, the filter&apos;s crawl misses some.</source>
        <translation>দুটি ক্রলই পৃষ্ঠা ০ থেকে শুরু হয়ে ব্রেডথ-ফার্স্ট ক্রমে এগোয়; হ্যাশ সেটের ক্রল লিংক ধরে পৌঁছানো যায় এমন প্রতিটি পৃষ্ঠায় পৌঁছায়, ফিল্টারের ক্রল কিছু পৃষ্ঠা বাদ দিয়ে ফেলে।</translation>
    </message>
    <message>
        <source>Pages in the web:</source>
        <translation>ওয়েবে পৃষ্ঠা:</translation>
    </message>
    <message>
        <source>Target false-positive rate:</source>
        <translation>লক্ষ্য ফলস পজিটিভ হার:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>সিড:</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>পৃষ্ঠা</translation>
    </message>
    <message>
        <source>URL the filter said it had seen</source>
        <translation>যে URL ফিল্টার দেখেছে বলে জানিয়েছে</translation>
    </message>
    <message>
        <source>URLs in the filter then</source>
        <translation>তখন ফিল্টারে থাকা URL</translation>
    </message>
    <message>
        <source>Pages never crawled because their URL looked seen</source>
        <translation>URL দেখা মনে হওয়ায় কখনো ক্রল না হওয়া পৃষ্ঠা</translation>
    </message>
    <message>
        <source>No new page looked seen: the filter&apos;s crawl fetched every page the hash set&apos;s did.</source>
        <translation>কোনো নতুন পৃষ্ঠাকে দেখা মনে হয়নি: হ্যাশ সেটের ক্রল যে পৃষ্ঠাগুলো এনেছে, ফিল্টারের ক্রলও তার প্রতিটি এনেছে।</translation>
    </message>
    <message>
        <source>The first %1 of the %2 pages never crawled because the filter said their URL had been seen:</source>
        <translation>ফিল্টার URL দেখেছে বলে জানানোয় কখনো ক্রল না হওয়া %2টি পৃষ্ঠার প্রথম %1টি:</translation>
    </message>
    <message>
        <source>Never crawled because the filter said their URL had been seen (%1 in all):</source>
        <translation>ফিল্টার URL দেখেছে বলে জানানোয় কখনো ক্রল হয়নি (মোট %1টি):</translation>
    </message>
</context>
<context>
    <name>CuckooColumnStage</name>
    <message>
        <source>Cuckoo filter</source>
        <translation>কাক্কু ফিল্টার</translation>
    </message>
    <message>
        <source>Remove takes one copy of the key&apos;s fingerprint out of its two buckets</source>
        <translation>সরালে কী-টির দুটি বাকেট থেকে এর ফিঙ্গারপ্রিন্টের একটি কপি তুলে নেওয়া হয়</translation>
    </message>
    <message>
        <source>Cuckoo filter buckets</source>
        <translation>কাক্কু ফিল্টারের বাকেট</translation>
    </message>
</context>
<context>
    <name>CuckooNarration</name>
    <message>
        <source>add(%1)</source>
        <translation>add(%1)</translation>
    </message>
    <message>
        <source>remove(%1)</source>
        <translation>remove(%1)</translation>
    </message>
    <message>
        <source>mightContain(%1)</source>
        <translation>mightContain(%1)</translation>
    </message>
    <message>
        <source>fingerprint(%1) = %2, bucket₁ = %3</source>
        <translation>fingerprint(%1) = %2, bucket₁ = %3</translation>
    </message>
    <message>
        <source>bucket₂ = %1 ⊕ hash(%2) = %3</source>
        <translation>bucket₂ = %1 ⊕ hash(%2) = %3</translation>
    </message>
    <message>
        <source>look in bucket %1</source>
        <translation>বাকেট %1-এ খোঁজা</translation>
    </message>
    <message numerus="yes">
        <source>… %n relocations in all</source>
        <translation>
            <numerusform>… মোট %Lnটি স্থানান্তর</numerusform>
            <numerusform>… মোট %Lnটি স্থানান্তর</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → bucket %2, evicts %3 → bucket %4</source>
        <translation>%1 → বাকেট %2, বের করে দেয় %3 → বাকেট %4</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>রাখা হয়েছে</translation>
    </message>
    <message>
        <source>stored in the victim slot: full</source>
        <translation>অতিরিক্ত স্লটে রাখা হয়েছে: পূর্ণ</translation>
    </message>
    <message>
        <source>refused: full</source>
        <translation>প্রত্যাখ্যাত: পূর্ণ</translation>
    </message>
    <message>
        <source>refused: too many copies</source>
        <translation>প্রত্যাখ্যাত: অনেক বেশি কপি</translation>
    </message>
    <message>
        <source>maybe present</source>
        <translation>হয়তো আছে</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>সরানো হয়েছে</translation>
    </message>
    <message>
        <source>not removed</source>
        <translation>সরানো হয়নি</translation>
    </message>
    <message>
        <source>definitely not present</source>
        <translation>নিশ্চিতভাবে নেই</translation>
    </message>
    <message numerus="yes">
        <source>Bucket %1 has %n free slot(s).</source>
        <translation>
            <numerusform>বাকেট %1-এ %Lnটি খালি স্লট আছে।</numerusform>
            <numerusform>বাকেট %1-এ %Lnটি খালি স্লট আছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Bucket %1 is full.</source>
        <translation>বাকেট %1 পূর্ণ।</translation>
    </message>
    <message>
        <source>Bucket %1 holds fingerprint %2.</source>
        <translation>বাকেট %1-এ ফিঙ্গারপ্রিন্ট %2 আছে।</translation>
    </message>
    <message>
        <source>Bucket %1 does not hold fingerprint %2.</source>
        <translation>বাকেট %1-এ ফিঙ্গারপ্রিন্ট %2 নেই।</translation>
    </message>
    <message numerus="yes">
        <source>The chain goes on the same way: %n relocations in all.</source>
        <translation>
            <numerusform>শৃঙ্খলটি একইভাবে চলতে থাকে: মোট %Lnটি স্থানান্তর।</numerusform>
            <numerusform>শৃঙ্খলটি একইভাবে চলতে থাকে: মোট %Lnটি স্থানান্তর।</numerusform>
        </translation>
    </message>
    <message>
        <source>Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4, which moves to its other bucket, %5. No key is needed to find it.</source>
        <translation>দুটি বাকেটই পূর্ণ: ফিঙ্গারপ্রিন্ট %1 বাকেট %3-এর স্লট %2 নেয় এবং %4-কে বের করে দেয়, যা তার অন্য বাকেট %5-এ চলে যায়। সেই বাকেট খুঁজে পেতে কোনো কী লাগে না।</translation>
    </message>
    <message>
        <source>The key %1 goes into a cuckoo filter: buckets of four slots that hold short fingerprints, not bits.</source>
        <translation>কী %1 এবার একটি কাক্কু ফিল্টারে যাচ্ছে: চার স্লটের বাকেট, যেগুলোতে বিট নয়, ছোট ছোট ফিঙ্গারপ্রিন্ট থাকে।</translation>
    </message>
    <message>
        <source>One hash gives the key&apos;s fingerprint, %1, and its first bucket, %2.</source>
        <translation>একটি হ্যাশ থেকেই পাওয়া যায় কী-টির ফিঙ্গারপ্রিন্ট %1 এবং এর প্রথম বাকেট %2।</translation>
    </message>
    <message>
        <source>The second bucket comes from the first and the fingerprint alone (XOR), so a fingerprint can later move between its two buckets without the key.</source>
        <translation>দ্বিতীয় বাকেট আসে কেবল প্রথম বাকেট আর ফিঙ্গারপ্রিন্ট থেকে (XOR), তাই পরে কী ছাড়াই একটি ফিঙ্গারপ্রিন্ট তার দুটি বাকেটের মধ্যে জায়গা বদলাতে পারে।</translation>
    </message>
    <message>
        <source>Stored fingerprint %1 in bucket %2, slot %3.</source>
        <translation>ফিঙ্গারপ্রিন্ট %1 বাকেট %2-এর স্লট %3-এ রাখা হয়েছে।</translation>
    </message>
    <message numerus="yes">
        <source>Stored after %n relocation(s): %1.</source>
        <translation>
            <numerusform>%Lnটি স্থানান্তরের পর রাখা হয়েছে: %1।</numerusform>
            <numerusform>%Lnটি স্থানান্তরের পর রাখা হয়েছে: %1।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The relocations ran out after %n moves (%1). The last fingerprint evicted, %2, waits in the victim slot: nothing is lost, but the filter is full and refuses the next add.</source>
        <translation>
            <numerusform>স্থানান্তরের সীমা ফুরিয়ে গেছে: %Lnটি স্থানান্তর হয়েছে (%1)। সর্বশেষ বের করে দেওয়া ফিঙ্গারপ্রিন্ট %2 অতিরিক্ত স্লটে অপেক্ষা করছে: কিছুই হারায়নি, কিন্তু ফিল্টারটি পূর্ণ, তাই পরের বার যোগ করার অনুরোধ প্রত্যাখ্যান করবে।</numerusform>
            <numerusform>স্থানান্তরের সীমা ফুরিয়ে গেছে: %Lnটি স্থানান্তর হয়েছে (%1)। সর্বশেষ বের করে দেওয়া ফিঙ্গারপ্রিন্ট %2 অতিরিক্ত স্লটে অপেক্ষা করছে: কিছুই হারায়নি, কিন্তু ফিল্টারটি পূর্ণ, তাই পরের বার যোগ করার অনুরোধ প্রত্যাখ্যান করবে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: the filter is full (a fingerprint already waits in the victim slot). Nothing changed; every key added before still answers.</source>
        <translation>প্রত্যাখ্যাত: ফিল্টারটি পূর্ণ (একটি ফিঙ্গারপ্রিন্ট আগে থেকেই অতিরিক্ত স্লটে অপেক্ষা করছে)। কিছুই বদলায়নি; আগে যোগ করা প্রতিটি কী এখনো পাওয়া যাচ্ছে।</translation>
    </message>
    <message>
        <source>Refused: fingerprint %1 already fills the %2 slots its buckets have. A cuckoo filter holds at most 2b copies of one key (b = 4 slots per bucket).</source>
        <translation>প্রত্যাখ্যাত: এর বাকেটগুলোর %2টি স্লটই ফিঙ্গারপ্রিন্ট %1 আগে থেকে দখল করে আছে। একটি কাক্কু ফিল্টার একটি কী-এর সর্বোচ্চ ২b-টি কপি রাখতে পারে (প্রতি বাকেটে b = ৪টি স্লট)।</translation>
    </message>
    <message>
        <source>Maybe present: fingerprint %1 waits in the victim slot.</source>
        <translation>হয়তো আছে: ফিঙ্গারপ্রিন্ট %1 অতিরিক্ত স্লটে অপেক্ষা করছে।</translation>
    </message>
    <message>
        <source>Maybe present: fingerprint %1 is in bucket %2.</source>
        <translation>হয়তো আছে: ফিঙ্গারপ্রিন্ট %1 বাকেট %2-এ আছে।</translation>
    </message>
    <message>
        <source>Removed one copy of fingerprint %1 from %2.</source>
        <translation>%2 থেকে ফিঙ্গারপ্রিন্ট %1-এর একটি কপি সরানো হয়েছে।</translation>
    </message>
    <message>
        <source>the victim slot</source>
        <translation>অতিরিক্ত স্লট</translation>
    </message>
    <message>
        <source>bucket %1</source>
        <translation>বাকেট %1</translation>
    </message>
    <message>
        <source>Not removed: neither bucket holds fingerprint %1, so the key was never added.</source>
        <translation>সরানো হয়নি: দুটি বাকেটের কোনোটিতেই ফিঙ্গারপ্রিন্ট %1 নেই, তাই কী-টি কখনো যোগ করা হয়নি।</translation>
    </message>
    <message>
        <source>Definitely not present: neither bucket holds fingerprint %1.</source>
        <translation>নিশ্চিতভাবে নেই: দুটি বাকেটের কোনোটিতেই ফিঙ্গারপ্রিন্ট %1 নেই।</translation>
    </message>
    <message>
        <source>Both buckets are read before storing, to count the copies of fingerprint %1 already there (at most 2b = 8); then the first free slot takes it.</source>
        <translation>রাখার আগে দুটি বাকেটই পড়া হয়, ফিঙ্গারপ্রিন্ট %1-এর কয়টি কপি সেখানে আগে থেকেই আছে তা গোনার জন্য (সর্বোচ্চ ২b = ৮); তারপর প্রথম খালি স্লটটি এটি নেয়।</translation>
    </message>
    <message>
        <source>Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4. Both of %4&apos;s buckets are bucket %3 itself, so it must try that bucket again.</source>
        <translation>দুটি বাকেটই পূর্ণ: ফিঙ্গারপ্রিন্ট %1 বাকেট %3-এর স্লট %2 নেয় এবং %4-কে বের করে দেয়। %4-এর দুটি বাকেটই বাকেট %3 নিজেই, তাই একে আবার সেই বাকেটেই চেষ্টা করতে হবে।</translation>
    </message>
    <message>
        <source>The key %1 is removed from the cuckoo filter: one copy of its fingerprint is taken out of one of its two buckets.</source>
        <translation>কী %1 কাক্কু ফিল্টার থেকে সরানো হচ্ছে: এর দুটি বাকেটের একটি থেকে এর ফিঙ্গারপ্রিন্টের একটি কপি তুলে নেওয়া হয়।</translation>
    </message>
    <message>
        <source>The key %1 is looked up in the cuckoo filter: only its two buckets can hold its fingerprint.</source>
        <translation>কী %1 কাক্কু ফিল্টারে খোঁজা হচ্ছে: কেবল এর দুটি বাকেটেই এর ফিঙ্গারপ্রিন্ট থাকতে পারে।</translation>
    </message>
    <message>
        <source>%1 is added.</source>
        <translation>%1 যোগ করা হয়েছে।</translation>
    </message>
    <message>
        <source>%1 is added, in the victim slot.</source>
        <translation>%1 যোগ করা হয়েছে, অতিরিক্ত স্লটে।</translation>
    </message>
    <message>
        <source>%1 is refused.</source>
        <translation>%1 প্রত্যাখ্যাত হয়েছে।</translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation>%1 সরানো হয়েছে।</translation>
    </message>
    <message>
        <source>%1 is not removed.</source>
        <translation>%1 সরানো হয়নি।</translation>
    </message>
</context>
<context>
    <name>CuckooTableView</name>
    <message>
        <source>Cuckoo filter table</source>
        <translation>কাক্কু ফিল্টারের টেবিল</translation>
    </message>
    <message>
        <source>victim</source>
        <translation>অতিরিক্ত</translation>
    </message>
    <message>
        <source>Bucket %1, slot %2</source>
        <translation>বাকেট %1, স্লট %2</translation>
    </message>
    <message>
        <source>%1: fingerprint %2</source>
        <translation>%1: ফিঙ্গারপ্রিন্ট %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: খালি</translation>
    </message>
    <message>
        <source>The victim slot: where the last fingerprint evicted waits when the relocations run out</source>
        <translation>অতিরিক্ত স্লট (victim slot): স্থানান্তরের সীমা ফুরিয়ে গেলে সর্বশেষ বের করে দেওয়া ফিঙ্গারপ্রিন্ট এখানে অপেক্ষা করে</translation>
    </message>
    <message numerus="yes">
        <source>%n buckets of four slots</source>
        <translation>
            <numerusform>চার স্লটের %Lnটি বাকেট</numerusform>
            <numerusform>চার স্লটের %Lnটি বাকেট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fingerprints stored</source>
        <translation>
            <numerusform>%Lnটি ফিঙ্গারপ্রিন্ট রাখা আছে</numerusform>
            <numerusform>%Lnটি ফিঙ্গারপ্রিন্ট রাখা আছে</numerusform>
        </translation>
    </message>
    <message>
        <source>victim slot taken: the filter is full</source>
        <translation>অতিরিক্ত স্লট ভরা: ফিল্টারটি পূর্ণ</translation>
    </message>
</context>
<context>
    <name>CurveTableModel</name>
    <message>
        <source>Formula</source>
        <translation>সূত্র</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>নির্ভুল</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>ব্লকড</translation>
    </message>
    <message>
        <source>The exact rate is worked out for m up to %1 bits and n·k up to %2 probes.</source>
        <translation>নির্ভুল হার কেবল তখনই হিসাব করা হয়, যখন m সর্বোচ্চ %1 বিট এবং n·k সর্বোচ্চ %2টি যাচাই।</translation>
    </message>
    <message>
        <source>The blocked filter&apos;s rate needs m of at least %1 bits: two blocks of 512.</source>
        <translation>ব্লকড ফিল্টারের হার হিসাব করতে m অন্তত %1 বিট হতে হবে: ৫১২ বিটের দুটি ব্লক।</translation>
    </message>
    <message>
        <source>At %1 bits per key a cuckoo filter&apos;s fingerprints would have %2 bits; they have %3 to %4.</source>
        <translation>প্রতি কী-তে %1 বিটে একটি কাক্কু ফিল্টারের ফিঙ্গারপ্রিন্ট হতো %2 বিটের; কিন্তু এগুলো হয় %3 থেকে %4 বিটের।</translation>
    </message>
    <message>
        <source>A cuckoo filter of the same bits per key b, its table %1 full: fingerprints of %2 bits, and a rate of %3.</source>
        <translation>প্রতি কী-তে একই b বিটের একটি কাক্কু ফিল্টার, যার টেবিলের %1 ভরা: ফিঙ্গারপ্রিন্ট %2 বিটের, আর হার %3।</translation>
    </message>
    <message>
        <source>The least rate any filter can have at b bits per key: %1, since a rate ε needs %2 bits per key.</source>
        <translation>প্রতি কী-তে b বিটে যেকোনো ফিল্টারের সম্ভাব্য সর্বনিম্ন হার: %1, কারণ ε হারের জন্য প্রতি কী-তে %2 বিট লাগে।</translation>
    </message>
    <message>
        <source>Cuckoo</source>
        <translation>কাক্কু</translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation>নিম্নসীমা</translation>
    </message>
</context>
<context>
    <name>DeletionController</name>
    <message>
        <source>Add %1</source>
        <translation>%1 যোগ করুন</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>%1 মুছে ফেলা</translation>
    </message>
    <message numerus="yes">
        <source>%1 is now reported absent because bit(s) %2 were cleared.</source>
        <translation>
            <numerusform>বিট %2 মুছে দেওয়ায় %1-কে এখন অনুপস্থিত বলে জানানো হচ্ছে।</numerusform>
            <numerusform>বিট %2 মুছে দেওয়ায় %1-কে এখন অনুপস্থিত বলে জানানো হচ্ছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>No other key shared its bits, so nothing else broke this time.</source>
        <translation>অন্য কোনো কী-এর সঙ্গে এর বিট ভাগাভাগি ছিল না, তাই এবার আর কিছু নষ্ট হয়নি।</translation>
    </message>
    <message>
        <source>The filter is empty now, and says so.</source>
        <translation>ফিল্টারটি এখন খালি, এবং সেটাই জানাচ্ছে।</translation>
    </message>
    <message>
        <source>Every remaining key is still found: %1.</source>
        <translation>বাকি সব কী এখনো পাওয়া যাচ্ছে: %1।</translation>
    </message>
    <message>
        <source>Reported absent although still added: %1.</source>
        <translation>যোগ করা থাকা সত্ত্বেও অনুপস্থিত বলে জানানো হচ্ছে: %1।</translation>
    </message>
    <message>
        <source>Deleted %1. The shared bits predicted these losses in the plain filter: %2.</source>
        <translation>%1 মুছে ফেলা হয়েছে। ভাগাভাগি করা বিটগুলো থেকেই সাধারণ ফিল্টারে এই ক্ষতিগুলোর পূর্বাভাস পাওয়া গিয়েছিল: %2।</translation>
    </message>
    <message>
        <source>none</source>
        <translation>কোনোটিই নয়</translation>
    </message>
    <message>
        <source>Change counter width</source>
        <translation>কাউন্টারের প্রস্থ পরিবর্তন</translation>
    </message>
    <message>
        <source>Plain: %1 bits. Counting with %2-bit counters: %3 bits, %4× as much.</source>
        <translation>সাধারণ: %1 বিট। %2-বিট কাউন্টারসহ কাউন্টিং: %3 বিট, অর্থাৎ %4 গুণ।</translation>
    </message>
    <message>
        <source>Chance that some counter overflows at n = %1 (Fan et al.): at most %2.</source>
        <translation>n = %1 হলে কোনো কাউন্টার ওভারফ্লো হওয়ার সম্ভাবনা (Fan et al.): সর্বোচ্চ %2।</translation>
    </message>
    <message>
        <source>This demo cannot run: its script is damaged. Nothing changed.</source>
        <translation>এই ডেমো চালানো যাচ্ছে না: এর স্ক্রিপ্ট নষ্ট। কিছুই বদলায়নি।</translation>
    </message>
    <message>
        <source>The article&apos;s starting point cannot be loaded: its script is damaged.</source>
        <translation>নিবন্ধের শুরুর অবস্থা লোড করা যাচ্ছে না: এর স্ক্রিপ্ট নষ্ট।</translation>
    </message>
    <message>
        <source>Reset to the article</source>
        <translation>নিবন্ধের অবস্থায় ফেরানো</translation>
    </message>
    <message>
        <source>%1 is now reported absent: counter %2 is 0. A false negative, although it was added.</source>
        <translation>%1-কে এখন অনুপস্থিত বলে জানানো হচ্ছে: কাউন্টার %2-এর মান ০। এটি যোগ করা হয়েছিল, তবুও এটি একটি ফলস নেগেটিভ।</translation>
    </message>
    <message>
        <source>%1 is definitely absent: counter %2 is 0.</source>
        <translation>%1 নিশ্চিতভাবে নেই: কাউন্টার %2-এর মান ০।</translation>
    </message>
    <message>
        <source>%1 was removed as often as it was added, yet it is still reported present: its stuck counter can never reach 0. Saturation costs false positives, never false negatives.</source>
        <translation>%1 যতবার যোগ করা হয়েছিল ততবারই সরানো হয়েছে, তবুও এটিকে এখনো উপস্থিত বলে জানানো হচ্ছে: এর আটকে থাকা কাউন্টার কখনো ০-তে পৌঁছাতে পারে না। স্যাচুরেশনের ফলে ফলস পজিটিভ হয়, কিন্তু কখনো ফলস নেগেটিভ হয় না।</translation>
    </message>
    <message>
        <source>%1 was never added, yet every one of its counters is above 0: a false positive.</source>
        <translation>%1 কখনো যোগ করা হয়নি, তবুও এর প্রতিটি কাউন্টার ০-এর বেশি: এটি একটি ফলস পজিটিভ।</translation>
    </message>
    <message>
        <source>%1 is still found.</source>
        <translation>%1 এখনো পাওয়া যাচ্ছে।</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 সরানো</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>কিছুই বদলায়নি।</translation>
    </message>
    <message>
        <source>%1 is removed: its counters go down by one.</source>
        <translation>%1 সরানো হয়েছে: এর কাউন্টারগুলো এক করে কমেছে।</translation>
    </message>
    <message>
        <source>Removing %1 is accepted: nothing can tell it was never added. Its counters go down by one, and those counters belong to other keys.</source>
        <translation>%1 সরানোর অনুরোধ গৃহীত হয়েছে: এটি যে কখনো যোগ করা হয়নি, তা বোঝার কোনো উপায় নেই। এর কাউন্টারগুলো এক করে কমে, অথচ সেই কাউন্টারগুলো অন্য কী-গুলোর।</translation>
    </message>
    <message>
        <source>Add %1 %2 times</source>
        <translation>%1 %2 বার যোগ করা</translation>
    </message>
    <message>
        <source>Remove %1 %2 times</source>
        <translation>%1 %2 বার সরানো</translation>
    </message>
    <message>
        <source>%1 removed %2 times: counter %3 stays at %4%5. A stuck counter is never decremented, so it cannot wrap to 0 and cause a false negative.</source>
        <translation>%1 %2 বার সরানো হয়েছে: কাউন্টার %3-এর মান %4-এই রয়ে গেছে%5। আটকে থাকা কাউন্টার কখনো কমানো হয় না, তাই এটি ঘুরে ০-তে ফিরে গিয়ে ফলস নেগেটিভ ঘটাতে পারে না।</translation>
    </message>
    <message>
        <source> (each remove reported it stuck)</source>
        <translation> (প্রতিবার সরানোর সময় এটি আটকে আছে বলে জানানো হয়েছে)</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) stuck at %1, the most a counter holds: overflow has happened. Removing a key through a stuck counter leaves it as it is, so it can no longer reach 0.</source>
        <translation>
            <numerusform>%Lnটি কাউন্টার %1-এ আটকে আছে, যা একটি কাউন্টারের সর্বোচ্চ মান: ওভারফ্লো ঘটে গেছে। আটকে থাকা কাউন্টারের মধ্য দিয়ে কোনো কী সরালে সেটি যেমন ছিল তেমনই থাকে, তাই আর কখনো ০-তে পৌঁছাতে পারে না।</numerusform>
            <numerusform>%Lnটি কাউন্টার %1-এ আটকে আছে, যা একটি কাউন্টারের সর্বোচ্চ মান: ওভারফ্লো ঘটে গেছে। আটকে থাকা কাউন্টারের মধ্য দিয়ে কোনো কী সরালে সেটি যেমন ছিল তেমনই থাকে, তাই আর কখনো ০-তে পৌঁছাতে পারে না।</numerusform>
        </translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>সেটিংস পরিবর্তন</translation>
    </message>
    <message>
        <source>The cuckoo filter refused %1: it is full. The other two filters took it.</source>
        <translation>কাক্কু ফিল্টার %1 প্রত্যাখ্যান করেছে: এটি পূর্ণ। অন্য দুটি ফিল্টার এটি নিয়েছে।</translation>
    </message>
    <message>
        <source>Cuckoo: %1 slots of %2-bit fingerprints, %3 bits, %4 full. When full, at most %5 of the checks for keys never added are false positives (2b/2^f).</source>
        <translation>কাক্কু: %2-বিট ফিঙ্গারপ্রিন্টের %1টি স্লট, %3 বিট, %4 ভরা। পূর্ণ হলে কখনো যোগ না করা কী-এর যাচাইগুলোর সর্বোচ্চ %5 ফলস পজিটিভ হয় (২b/২^f)।</translation>
    </message>
    <message>
        <source>Add %1 to the cuckoo filter</source>
        <translation>কাক্কু ফিল্টারে %1 যোগ করা</translation>
    </message>
    <message>
        <source>%1 is now reported absent by the cuckoo filter although it was added and never removed: a false negative. Its fingerprint, %2, was the one taken away.</source>
        <translation>%1 যোগ করা হয়েছিল এবং কখনো সরানো হয়নি, তবুও কাক্কু ফিল্টার এখন এটিকে অনুপস্থিত বলে জানাচ্ছে: এটি একটি ফলস নেগেটিভ। এর ফিঙ্গারপ্রিন্ট %2-ই তুলে নেওয়া হয়েছিল।</translation>
    </message>
    <message>
        <source>%1 is definitely absent from the cuckoo filter.</source>
        <translation>%1 কাক্কু ফিল্টারে নিশ্চিতভাবে নেই।</translation>
    </message>
    <message>
        <source>%1 was never added, yet fingerprint %2 is in one of its buckets: a false positive.</source>
        <translation>%1 কখনো যোগ করা হয়নি, তবুও এর একটি বাকেটে ফিঙ্গারপ্রিন্ট %2 আছে: এটি একটি ফলস পজিটিভ।</translation>
    </message>
    <message>
        <source>%1 is still found in the cuckoo filter.</source>
        <translation>%1 এখনো কাক্কু ফিল্টারে পাওয়া যাচ্ছে।</translation>
    </message>
    <message>
        <source>Remove %1 from the cuckoo filter</source>
        <translation>কাক্কু ফিল্টার থেকে %1 সরানো</translation>
    </message>
    <message>
        <source>%1 was never added, but its fingerprint %2 and a bucket, %3, match a stored key&apos;s, so the cuckoo filter removed that key&apos;s copy. Now lost: %4.</source>
        <translation>%1 কখনো যোগ করা হয়নি, কিন্তু এর ফিঙ্গারপ্রিন্ট %2 ও একটি বাকেট, %3, রাখা একটি কী-এর সঙ্গে মিলে যায়, তাই কাক্কু ফিল্টার সেই কী-এর কপিটি সরিয়ে দিয়েছে। এখন হারিয়ে গেছে: %4।</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>এখনো কোনোটিই নয়</translation>
    </message>
    <message>
        <source>Add %1 to the cuckoo filter until it refuses</source>
        <translation>কাক্কু ফিল্টার প্রত্যাখ্যান না করা পর্যন্ত এতে %1 যোগ করা</translation>
    </message>
    <message numerus="yes">
        <source>%1 added %n more time(s) to the cuckoo filter; then refused.</source>
        <translation>
            <numerusform>%1 কাক্কু ফিল্টারে আরও %Ln বার যোগ করা হয়েছে; তারপর প্রত্যাখ্যাত হয়েছে।</numerusform>
            <numerusform>%1 কাক্কু ফিল্টারে আরও %Ln বার যোগ করা হয়েছে; তারপর প্রত্যাখ্যাত হয়েছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill the cuckoo filter</source>
        <translation>কাক্কু ফিল্টার পূর্ণ করা</translation>
    </message>
    <message numerus="yes">
        <source>Filled with %n generated key(s) until an add ran out of relocations, at a load of %1.</source>
        <translation>
            <numerusform>তৈরি করা %Lnটি কী দিয়ে ভরা হয়েছে, যতক্ষণ না একটি যোগ করার সময় স্থানান্তরের সীমা ফুরিয়ে যায়; তখন লোড ছিল %1।</numerusform>
            <numerusform>তৈরি করা %Lnটি কী দিয়ে ভরা হয়েছে, যতক্ষণ না একটি যোগ করার সময় স্থানান্তরের সীমা ফুরিয়ে যায়; তখন লোড ছিল %1।</numerusform>
        </translation>
    </message>
    <message>
        <source>No counters needed: every remaining key is still found.</source>
        <translation>কোনো কাউন্টার লাগেনি: বাকি সব কী এখনো পাওয়া যাচ্ছে।</translation>
    </message>
    <message>
        <source>Select a key in the list that has not been deleted yet.</source>
        <translation>তালিকা থেকে এমন একটি কী বেছে নিন যা এখনো মোছা হয়নি।</translation>
    </message>
    <message>
        <source>%1 added %2 times to the counting filter (once to the others): counter %3 reached %4, the most it can hold, and is now stuck.</source>
        <translation>%1 কাউন্টিং ফিল্টারে %2 বার যোগ করা হয়েছে (অন্য দুটিতে একবার): কাউন্টার %3 তার ধারণযোগ্য সর্বোচ্চ মান %4-এ পৌঁছে এখন আটকে গেছে।</translation>
    </message>
</context>
<context>
    <name>DeletionControlsBar</name>
    <message>
        <source>Key</source>
        <translation>কী</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>যোগ করুন (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete selected key</source>
        <translation>নির্বাচিত কী মুছুন (&amp;D)</translation>
    </message>
    <message>
        <source>Counter width</source>
        <translation>কাউন্টারের প্রস্থ</translation>
    </message>
    <message>
        <source>4-bit counters</source>
        <translation>৪-বিট কাউন্টার</translation>
    </message>
    <message>
        <source>8-bit counters</source>
        <translation>৮-বিট কাউন্টার</translation>
    </message>
    <message>
        <source>&amp;Reset to the article</source>
        <translation>নিবন্ধের অবস্থায় ফিরে যান (&amp;R)</translation>
    </message>
    <message>
        <source>Another key to add to all three</source>
        <translation>তিনটি ফিল্টারেই যোগ করার জন্য আরেকটি কী</translation>
    </message>
    <message>
        <source>Delete the key selected in the list from all three filters</source>
        <translation>তালিকায় নির্বাচিত কী-টি তিনটি ফিল্টার থেকেই মুছে ফেলুন</translation>
    </message>
    <message>
        <source>Hazards of deleting</source>
        <translation>মুছে ফেলার ঝুঁকি</translation>
    </message>
    <message>
        <source>Hazards…</source>
        <translation>ঝুঁকি…</translation>
    </message>
    <message>
        <source>4. Cuckoo: remove a key never added</source>
        <translation>৪. কাক্কু: কখনো যোগ না করা একটি কী সরান</translation>
    </message>
    <message>
        <source>5. Cuckoo: add one key nine times</source>
        <translation>৫. কাক্কু: একটি কী নয় বার যোগ করুন</translation>
    </message>
    <message>
        <source>6. Cuckoo: fill the table</source>
        <translation>৬. কাক্কু: টেবিলটি পূর্ণ করুন</translation>
    </message>
    <message>
        <source>1. Counting: remove a false positive</source>
        <translation>১. কাউন্টিং: একটি ফলস পজিটিভ সরান</translation>
    </message>
    <message>
        <source>2. Counting: remove a key never added</source>
        <translation>২. কাউন্টিং: কখনো যোগ না করা একটি কী সরান</translation>
    </message>
    <message>
        <source>3. Counting: saturate a counter</source>
        <translation>৩. কাউন্টিং: একটি কাউন্টারকে স্যাচুরেট করুন</translation>
    </message>
</context>
<context>
    <name>DeletionEventsStage</name>
    <message>
        <source>What happened</source>
        <translation>যা ঘটেছে</translation>
    </message>
</context>
<context>
    <name>DeletionKeysModel</name>
    <message>
        <source>deleted (still reported!)</source>
        <translation>মুছে ফেলা হয়েছে (তবুও পাওয়া যাচ্ছে!)</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>মুছে ফেলা হয়েছে</translation>
    </message>
    <message>
        <source>found</source>
        <translation>পাওয়া যাচ্ছে</translation>
    </message>
    <message>
        <source>LOST</source>
        <translation>হারিয়ে গেছে</translation>
    </message>
    <message>
        <source>refused (full)</source>
        <translation>প্রত্যাখ্যাত (পূর্ণ)</translation>
    </message>
    <message>
        <source>%1 — plain: %2; counting: %3; cuckoo: %4</source>
        <translation>%1 — সাধারণ: %2; কাউন্টিং: %3; কাক্কু: %4</translation>
    </message>
</context>
<context>
    <name>DeletionKeysStage</name>
    <message>
        <source>Keys</source>
        <translation>কী</translation>
    </message>
    <message>
        <source>Select the key to delete</source>
        <translation>মুছতে চাওয়া কী বেছে নিন</translation>
    </message>
</context>
<context>
    <name>DeletionPage</name>
    <message>
        <source>Deletion</source>
        <translation>মুছে ফেলা</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>সেশন খোলা</translation>
    </message>
    <message>
        <source>A plain Bloom filter cannot delete: clearing a key&apos;s bits also clears bits that other keys need. Delete a key below and watch all three filters: the counting filter keeps a counter per bit, the cuckoo filter stores fingerprints it can take out again.</source>
        <translation>সাধারণ ব্লুম ফিল্টার কিছু মুছতে পারে না: একটি কী-এর বিটগুলো মুছে দিলে অন্য কী-গুলোর প্রয়োজনীয় বিটও মুছে যায়। নিচে একটি কী মুছে ফেলুন এবং তিনটি ফিল্টারই লক্ষ করুন: কাউন্টিং ফিল্টার প্রতিটি বিটের জন্য একটি কাউন্টার রাখে, আর কাক্কু ফিল্টার এমন ফিঙ্গারপ্রিন্ট রাখে যা আবার তুলে নেওয়া যায়।</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>&amp;Open…</source>
        <translation>খুলুন (&amp;O)…</translation>
    </message>
    <message>
        <source>Open a session (.bloomlab) or a filter (.bloom)</source>
        <translation>একটি সেশন (.bloomlab) বা একটি ফিল্টার (.bloom) খুলুন</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>সাম্প্রতিক ফাইল খুলুন (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save Session</source>
        <translation>সেশন সংরক্ষণ করুন (&amp;S)</translation>
    </message>
    <message>
        <source>Save every page&apos;s settings and keys, to pick up where you left off</source>
        <translation>প্রতিটি পৃষ্ঠার সেটিংস ও কী সংরক্ষণ করুন, যাতে পরে যেখানে থেমেছিলেন সেখান থেকেই আবার শুরু করতে পারেন</translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation>সেশন অন্য নামে সংরক্ষণ করুন (&amp;A)…</translation>
    </message>
    <message>
        <source>Save the session under a new name</source>
        <translation>সেশনটি নতুন নামে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Save &amp;Filter…</source>
        <translation>ফিল্টার সংরক্ষণ করুন (&amp;F)…</translation>
    </message>
    <message>
        <source>Save the Explore page&apos;s filter as a .bloom file</source>
        <translation>অন্বেষণ পৃষ্ঠার ফিল্টারটি .bloom ফাইল হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>ফাইল খোলা যাচ্ছে না</translation>
    </message>
    <message>
        <source>“%1” is empty.</source>
        <translation>“%1” খালি।</translation>
    </message>
    <message>
        <source>“%1” is not a BloomLab file: it is neither a session (.bloomlab) nor a filter (.bloom).</source>
        <translation>“%1” কোনো BloomLab ফাইল নয়: এটি সেশন (.bloomlab) বা ফিল্টার (.bloom) কোনোটিই নয়।</translation>
    </message>
    <message>
        <source>Cannot Open Session</source>
        <translation>সেশন খোলা যাচ্ছে না</translation>
    </message>
    <message>
        <source>“%1” was not opened, and nothing was changed. %2</source>
        <translation>“%1” খোলা হয়নি, এবং কিছুই বদলানো হয়নি। %2</translation>
    </message>
    <message>
        <source>Cannot Open Filter</source>
        <translation>ফিল্টার খোলা যাচ্ছে না</translation>
    </message>
    <message>
        <source>“%1” holds a %2 filter of %3 bits (%4) with %5 hash functions and %6 keys.</source>
        <translation>“%1”-এ %3 বিটের (%4) একটি %2 ফিল্টার আছে, যাতে %5টি হ্যাশ ফাংশন ও %6টি কী রয়েছে।</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>ক্লাসিক</translation>
    </message>
    <message>
        <source>counting</source>
        <translation>কাউন্টিং</translation>
    </message>
    <message>
        <source>%1 of its bits are set, so a key that was never added tests positive with probability %2.</source>
        <translation>এর বিটগুলোর %1 সেট আছে, তাই কখনো যোগ না করা কোনো কী-কে %2 সম্ভাবনায় উপস্থিত বলে জানানো হয়।</translation>
    </message>
    <message>
        <source>Filter File</source>
        <translation>ফিল্টার ফাইল</translation>
    </message>
    <message>
        <source>Cannot Save Session</source>
        <translation>সেশন সংরক্ষণ করা যাচ্ছে না</translation>
    </message>
    <message>
        <source>Cannot Save Filter</source>
        <translation>ফিল্টার সংরক্ষণ করা যাচ্ছে না</translation>
    </message>
    <message>
        <source>Save Session?</source>
        <translation>সেশন সংরক্ষণ করবেন?</translation>
    </message>
    <message>
        <source>Save this session before closing? Otherwise the keys and settings of every page are lost.</source>
        <translation>বন্ধ করার আগে এই সেশনটি সংরক্ষণ করবেন? না করলে প্রতিটি পৃষ্ঠার কী ও সেটিংস হারিয়ে যাবে।</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>তালিকা মুছুন (&amp;C)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>BloomLab files (*.bloomlab *.bloom);;Sessions (*.bloomlab);;Filters (*.bloom);;All files (*)</source>
        <translation>BloomLab ফাইল (*.bloomlab *.bloom);;সেশন (*.bloomlab);;ফিল্টার (*.bloom);;সব ফাইল (*)</translation>
    </message>
    <message>
        <source>session</source>
        <translation>সেশন</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>সেশন সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Sessions (*.bloomlab)</source>
        <translation>সেশন (*.bloomlab)</translation>
    </message>
    <message>
        <source>Save Filter</source>
        <translation>ফিল্টার সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>filter</source>
        <translation>ফিল্টার</translation>
    </message>
    <message>
        <source>Filters (*.bloom)</source>
        <translation>ফিল্টার (*.bloom)</translation>
    </message>
    <message>
        <source>“%1” holds a cuckoo filter of %2 buckets of %3 fingerprints of %4 bits (%5) with %6 keys. It is %7 full, so a key that was never added tests positive with probability about %8. The teaching pages show Bloom filters only.</source>
        <translation>“%1”-এ একটি কাক্কু ফিল্টার (%5) আছে: %2টি বাকেট, প্রতিটিতে %4 বিটের %3টি ফিঙ্গারপ্রিন্ট, আর %6টি কী। এর %7 ভরে গেছে, তাই কখনো যোগ না করা কোনো কী-কে প্রায় %8 সম্ভাবনায় উপস্থিত বলে জানানো হয়। শেখানোর পৃষ্ঠাগুলোতে কেবল ব্লুম ফিল্টার দেখানো হয়।</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>m = −n · ln p / (ln 2)² = −%1 · ln %2 / 0.4805 ≈ %3 bits.</source>
        <translation>m = −n · ln p / (ln ২)² = −%1 · ln %2 / ০.৪৮০৫ ≈ %3 বিট।</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2. How many hash functions give the lowest rate for the bits that takes?</source>
        <translation>একটি ফিল্টারে %1টি কী রাখতে হবে, ফলস পজিটিভ হার %2। এর জন্য যত বিট লাগে, তাতে কয়টি হ্যাশ ফাংশন সবচেয়ে কম হার দেয়?</translation>
    </message>
    <message>
        <source>k = (m/n) · ln 2 = %1 · 0.693, rounded: %2.</source>
        <translation>k = (m/n) · ln ২ = %1 · ০.৬৯৩, নিকটতম পূর্ণসংখ্যায় রাউন্ড করলে: %2।</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2, with the best k. How many megabytes (1 MB = 1,000,000 bytes) does it take?</source>
        <translation>একটি ফিল্টারে সেরা k নিয়ে %1টি কী রাখতে হবে, ফলস পজিটিভ হার %2। এটি কত মেগাবাইট (১ MB = ১,০০০,০০০ বাইট) জায়গা নেয়?</translation>
    </message>
    <message>
        <source>Divided by 8 bits per byte and 1,000,000 bytes per MB: about %1 MB.</source>
        <translation>প্রতি বাইটে ৮ বিট আর প্রতি MB-তে ১,০০০,০০০ বাইট ধরে ভাগ করলে: প্রায় %1 MB।</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2, with the best k. How many bits does it need?</source>
        <translation>একটি ফিল্টারে সেরা k নিয়ে %1টি কী রাখতে হবে, ফলস পজিটিভ হার %2। এর কত বিট লাগবে?</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits with k = %2 hashes holds n = %3 keys. What is its false-positive rate, by the formula (1 − e^(−kn/m))^k?</source>
        <translation>m = %1 বিট আর k = %2 হ্যাশের একটি ফিল্টারে n = %3টি কী আছে। (১ − e^(−kn/m))^k সূত্র অনুযায়ী এর ফলস পজিটিভ হার কত?</translation>
    </message>
    <message>
        <source>kn/m = %1, e^(−%1) = %2, 1 − %2 = %3, and %3 to the power %4 ≈ %5.</source>
        <translation>kn/m = %1, e^(−%1) = %2, ১ − %2 = %3, আর %3-এর %4 ঘাত ≈ %5।</translation>
    </message>
    <message>
        <source>About how many bits per key does a filter need for a false-positive rate of %1, with the best k?</source>
        <translation>সেরা k নিয়ে %1 ফলস পজিটিভ হারের জন্য একটি ফিল্টারের প্রতি কী-তে প্রায় কত বিট লাগে?</translation>
    </message>
    <message>
        <source>m/n = −ln p / (ln 2)² = %1 / 0.4805 ≈ %2 bits per key.</source>
        <translation>m/n = −ln p / (ln ২)² = %1 / ০.৪৮০৫ ≈ প্রতি কী-তে %2 বিট।</translation>
    </message>
    <message>
        <source>A plain filter of %1 bits becomes a counting filter with a 4-bit counter in place of each bit. How much memory does the counting filter take?</source>
        <translation>%1 বিটের একটি সাধারণ ফিল্টারকে কাউন্টিং ফিল্টারে বদলানো হলো, প্রতিটি বিটের জায়গায় একটি ৪-বিট কাউন্টার। কাউন্টিং ফিল্টারটি কত মেমরি নেয়?</translation>
    </message>
    <message>
        <source>4 bits per position instead of 1: %1 bits, that is %2.</source>
        <translation>প্রতিটি অবস্থানে ১ বিটের বদলে ৪ বিট: %1 বিট, অর্থাৎ %2।</translation>
    </message>
    <message>
        <source>A filter has m = %1 bits and k = %2 hashes. How many keys can it take before its false-positive rate passes %3?</source>
        <translation>একটি ফিল্টারে m = %1 বিট আর k = %2 হ্যাশ। ফলস পজিটিভ হার %3 ছাড়িয়ে যাওয়ার আগে এতে কতগুলো কী রাখা যায়?</translation>
    </message>
    <message>
        <source>Solve (1 − e^(−kn/m))^k = p for n: n = −(m/k) · ln(1 − p^(1/k)) ≈ %1 keys.</source>
        <translation>(১ − e^(−kn/m))^k = p থেকে n বের করলে: n = −(m/k) · ln(১ − p^(১/k)) ≈ %1টি কী।</translation>
    </message>
    <message>
        <source>%1 bits (%2)</source>
        <translation>%1 বিট (%2)</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits holds n = %2 keys, with the best k. What is its false-positive rate?</source>
        <translation>m = %1 বিটের একটি ফিল্টারে সেরা k নিয়ে n = %2টি কী আছে। এর ফলস পজিটিভ হার কত?</translation>
    </message>
    <message>
        <source>k = (m/n) · ln 2, rounded: %1; then (1 − e^(−kn/m))^k ≈ %2.</source>
        <translation>k = (m/n) · ln ২, পূর্ণসংখ্যায়: %1; তারপর (১ − e^(−kn/m))^k ≈ %2।</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits must keep its false-positive rate at %2, with the best k. How many keys can it hold?</source>
        <translation>m = %1 বিটের একটি ফিল্টারকে সেরা k নিয়ে ফলস পজিটিভ হার %2-এ রাখতে হবে। এতে কতগুলো কী ধরবে?</translation>
    </message>
    <message>
        <source>n = −m · (ln 2)² / ln p ≈ %1 keys, with k = %2.</source>
        <translation>n = −m · (ln ২)² / ln p ≈ %1টি কী, k = %2 নিয়ে।</translation>
    </message>
    <message>
        <source>Type your answer as a number, in digits.</source>
        <translation>উত্তরটি সংখ্যা হিসেবে, অঙ্কে লিখুন।</translation>
    </message>
    <message>
        <source>Type a size in bits, or with a unit: kB, MB, GB, KiB, MiB or GiB.</source>
        <translation>আকারটি বিটে লিখুন, অথবা একক সহ: kB, MB, GB, KiB, MiB বা GiB।</translation>
    </message>
    <message>
        <source>Type a number of keys, in digits, or with a word: thousand, million, billion.</source>
        <translation>কী-এর সংখ্যা অঙ্কে লিখুন, অথবা ইংরেজি শব্দ সহ: thousand, million, billion।</translation>
    </message>
    <message>
        <source>Type a rate as a percentage, a fraction, or “1 in” a number.</source>
        <translation>হারটি শতাংশে, ভগ্নাংশে, অথবা “1 in”-এর পরে একটি সংখ্যা দিয়ে লিখুন।</translation>
    </message>
    <message>
        <source>Type a number of megabytes, or a size with its unit.</source>
        <translation>মেগাবাইটের সংখ্যা লিখুন, অথবা একক সহ আকার।</translation>
    </message>
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>A filter needs at least one bit (m must be 1 or more).</source>
        <translation>একটি ফিল্টারে অন্তত একটি বিট লাগে (m-কে ১ বা তার বেশি হতে হবে)।</translation>
    </message>
    <message>
        <source>A filter needs at least one hash function (k must be 1 or more).</source>
        <translation>একটি ফিল্টারে অন্তত একটি হ্যাশ ফাংশন লাগে (k-কে ১ বা তার বেশি হতে হবে)।</translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported; %2 were asked for.</source>
        <translation>সর্বোচ্চ %1টি হ্যাশ ফাংশন সমর্থিত; চাওয়া হয়েছে %2টি।</translation>
    </message>
    <message>
        <source>A probability must lie strictly between 0 and 1, such as 0.01 or 1%.</source>
        <translation>সম্ভাবনাকে অবশ্যই ০ ও ১-এর মধ্যে হতে হবে (০ বা ১ নিজে নয়), যেমন ০.০১ বা ১%।</translation>
    </message>
    <message>
        <source>The number of keys must be at least 1.</source>
        <translation>কী-এর সংখ্যা অন্তত ১ হতে হবে।</translation>
    </message>
    <message>
        <source>A value is outside the range this setting allows.</source>
        <translation>একটি মান এই সেটিংয়ের অনুমোদিত সীমার বাইরে।</translation>
    </message>
    <message>
        <source>Type a key first: an empty key cannot be added or checked.</source>
        <translation>আগে একটি কী লিখুন: খালি কী যোগ বা যাচাই করা যায় না।</translation>
    </message>
    <message>
        <source>This key is %1; keys can be at most %2.</source>
        <translation>এই কী-টির আকার %1; কী সর্বোচ্চ %2 হতে পারে।</translation>
    </message>
    <message>
        <source>This filter needs %1; %2 is available.</source>
        <translation>এই ফিল্টারের জন্য %1 প্রয়োজন; উপলব্ধ আছে %2।</translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle (%1 where the limit is %2).</source>
        <translation>এটি BloomLab-এর পক্ষে সামলানোর জন্য অনেক বড় (%1, যেখানে সীমা %2)।</translation>
    </message>
    <message>
        <source>These filters cannot be combined: they differ in size, hash count or hashing.</source>
        <translation>এই ফিল্টারগুলো একত্র করা যাবে না: এদের আকার, হ্যাশের সংখ্যা বা হ্যাশিং পদ্ধতি আলাদা।</translation>
    </message>
    <message>
        <source>Refused: at least one of this key&apos;s counters is 0, so the key is definitely not in the filter.</source>
        <translation>প্রত্যাখ্যাত: এই কী-এর অন্তত একটি কাউন্টার ০, তাই কী-টি নিশ্চিতভাবেই ফিল্টারে নেই।</translation>
    </message>
    <message>
        <source>These two values do not determine the others.</source>
        <translation>এই দুটি মান থেকে বাকিগুলো নির্ধারণ করা যায় না।</translation>
    </message>
    <message>
        <source>Enter exactly two of n, p, m and k.</source>
        <translation>n, p, m ও k-এর মধ্যে ঠিক দুটির মান দিন।</translation>
    </message>
    <message>
        <source>A filter with the article&apos;s scripted positions cannot be saved; choose a real hash scheme first.</source>
        <translation>নিবন্ধের আগে থেকে ঠিক করা অবস্থান ব্যবহারকারী ফিল্টার সংরক্ষণ করা যায় না; আগে একটি প্রকৃত হ্যাশ স্কিম বেছে নিন।</translation>
    </message>
    <message>
        <source>The file is cut short: it ends before the filter does.</source>
        <translation>ফাইলটি অসম্পূর্ণ: ফিল্টার শেষ হওয়ার আগেই ফাইলটি শেষ হয়ে গেছে।</translation>
    </message>
    <message>
        <source>This is not a BloomLab filter file.</source>
        <translation>এটি BloomLab-এর ফিল্টার ফাইল নয়।</translation>
    </message>
    <message>
        <source>This filter file is version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation>এই ফিল্টার ফাইলটির সংস্করণ %1; এই BloomLab সংস্করণ %2 পড়তে পারে। ফাইলটি সম্ভবত BloomLab-এর নতুনতর সংস্করণ থেকে এসেছে।</translation>
    </message>
    <message>
        <source>The file holds a kind of filter this BloomLab does not know.</source>
        <translation>ফাইলটিতে এমন ধরনের ফিল্টার আছে যা এই BloomLab চেনে না।</translation>
    </message>
    <message>
        <source>The file holds a different kind of filter than the one asked for.</source>
        <translation>ফাইলটিতে যে ধরনের ফিল্টার চাওয়া হয়েছিল, তার থেকে ভিন্ন ধরনের ফিল্টার আছে।</translation>
    </message>
    <message>
        <source>The file uses a hash scheme this BloomLab does not know.</source>
        <translation>ফাইলটি এমন একটি হ্যাশ স্কিম ব্যবহার করে যা এই BloomLab চেনে না।</translation>
    </message>
    <message>
        <source>The file is damaged: its checksum does not match its contents. Nothing was loaded.</source>
        <translation>ফাইলটি ক্ষতিগ্রস্ত: এর চেকসাম বিষয়বস্তুর সঙ্গে মেলে না। কিছুই লোড করা হয়নি।</translation>
    </message>
    <message>
        <source>The file is damaged: its sizes do not agree with each other. Nothing was loaded.</source>
        <translation>ফাইলটি ক্ষতিগ্রস্ত: এতে উল্লিখিত আকারগুলো পরস্পরের সঙ্গে মেলে না। কিছুই লোড করা হয়নি।</translation>
    </message>
    <message>
        <source>The text is not a valid encoding of this filter&apos;s bits.</source>
        <translation>লেখাটি এই ফিল্টারের বিটগুলোর বৈধ এনকোডিং নয়।</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>কিছু একটা ভুল হয়েছে (%1)।</translation>
    </message>
    <message>
        <source>The file is larger than any session can be (%1).</source>
        <translation>ফাইলটি একটি সেশনের সর্বোচ্চ সম্ভাব্য আকারের (%1) চেয়েও বড়।</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: its JSON breaks at character %1 (%2).</source>
        <translation>ফাইলটি ক্ষতিগ্রস্ত বা অসম্পূর্ণ: এর JSON অক্ষর %1-এ ভেঙে গেছে (%2)।</translation>
    </message>
    <message>
        <source>The file is JSON, but not a BloomLab session.</source>
        <translation>ফাইলটি JSON, কিন্তু BloomLab-এর সেশন নয়।</translation>
    </message>
    <message>
        <source>This session is format version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation>এই সেশনটির ফরম্যাট সংস্করণ %1; এই BloomLab সংস্করণ %2 পড়তে পারে। সেশনটি সম্ভবত BloomLab-এর নতুনতর সংস্করণ থেকে এসেছে।</translation>
    </message>
    <message>
        <source>The value “%1” is missing.</source>
        <translation>“%1” মানটি নেই।</translation>
    </message>
    <message>
        <source>The value “%1” has the wrong type or form.</source>
        <translation>“%1” মানটির ধরন বা গঠন ভুল।</translation>
    </message>
    <message>
        <source>The value “%1” is outside its range, %2 to %3.</source>
        <translation>“%1” মানটি এর অনুমোদিত সীমার (%2 থেকে %3) বাইরে।</translation>
    </message>
    <message>
        <source>The key “%1” is empty or longer than %2.</source>
        <translation>“%1” কী-টি খালি, অথবা %2-এর চেয়ে দীর্ঘ।</translation>
    </message>
    <message>
        <source>“%1” lists more than %2 keys.</source>
        <translation>“%1”-এ %2টির বেশি কী আছে।</translation>
    </message>
    <message>
        <source>“%1” names a hash scheme this BloomLab does not know.</source>
        <translation>“%1”-এ এমন একটি হ্যাশ স্কিমের নাম আছে যা এই BloomLab চেনে না।</translation>
    </message>
    <message>
        <source>“%1” names a page this BloomLab does not have.</source>
        <translation>“%1”-এ এমন একটি পৃষ্ঠার নাম আছে যা এই BloomLab-এ নেই।</translation>
    </message>
    <message>
        <source>The stored contents at “%1” do not fit the filter&apos;s size or settings.</source>
        <translation>“%1”-এ সংরক্ষিত বিষয়বস্তু ফিল্টারের আকার বা সেটিংসের সঙ্গে মেলে না।</translation>
    </message>
    <message>
        <source>The session is not valid.</source>
        <translation>সেশনটি বৈধ নয়।</translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle.</source>
        <translation>এটি BloomLab-এর পক্ষে সামলানোর জন্য অনেক বড়।</translation>
    </message>
    <message>
        <source>The cuckoo filter is full: a key already waits in its victim slot. Remove a key to make room.</source>
        <translation>কাক্কু ফিল্টারটি পূর্ণ: একটি কী আগে থেকেই এর অতিরিক্ত স্লটে (victim slot) অপেক্ষা করছে। জায়গা খালি করতে একটি কী সরান।</translation>
    </message>
    <message>
        <source>Refused: this key&apos;s buckets already hold %1 copies of its fingerprint, as many as they can.</source>
        <translation>প্রত্যাখ্যাত: এই কী-এর বাকেটগুলোতে এর ফিঙ্গারপ্রিন্টের %1টি কপি আগে থেকেই আছে, যতগুলো রাখা সম্ভব ততগুলোই।</translation>
    </message>
</context>
<context>
    <name>ExperimentJobRow</name>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
</context>
<context>
    <name>ExploreArrayStage</name>
    <message>
        <source>The filter&apos;s bits. Arrow keys move between cells.</source>
        <translation>ফিল্টারের বিটগুলো। অ্যারো কী দিয়ে এক ঘর থেকে আরেক ঘরে যাওয়া যায়।</translation>
    </message>
    <message>
        <source>Filter shown</source>
        <translation>দেখানো ফিল্টার</translation>
    </message>
    <message>
        <source>Bit array</source>
        <translation>বিট অ্যারে</translation>
    </message>
    <message>
        <source>Cuckoo filter</source>
        <translation>কাক্কু ফিল্টার</translation>
    </message>
    <message>
        <source>The same keys in a cuckoo filter: adds and checks play through its buckets</source>
        <translation>একই কী-গুলো একটি কাক্কু ফিল্টারে: যোগ ও যাচাই এর বাকেটগুলোর মধ্য দিয়ে চলে</translation>
    </message>
</context>
<context>
    <name>ExploreController</name>
    <message>
        <source>The search was cancelled.</source>
        <translation>খোঁজা বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 যোগ করুন</translation>
    </message>
    <message numerus="yes">
        <source>Add %n random key(s)</source>
        <translation>
            <numerusform>%Lnটি এলোমেলো কী যোগ করুন</numerusform>
            <numerusform>%Lnটি এলোমেলো কী যোগ করুন</numerusform>
        </translation>
    </message>
    <message>
        <source>No bit is set yet, so no key can be a false positive. Add some keys first.</source>
        <translation>এখনো কোনো বিট সেট হয়নি, তাই কোনো কী ফলস পজিটিভ হতে পারে না। আগে কিছু কী যোগ করুন।</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>খোঁজা চলছে…</translation>
    </message>
    <message>
        <source>Searching… %1 candidates tried.</source>
        <translation>খোঁজা চলছে… %1টি প্রার্থী কী পরীক্ষা করা হয়েছে।</translation>
    </message>
    <message>
        <source>No false positive in %1 candidates; at this fill one would expect one in about %2.</source>
        <translation>%1টি কী পরীক্ষা করে কোনো ফলস পজিটিভ পাওয়া যায়নি; বর্তমানে যতগুলো বিট সেট আছে তাতে মোটামুটি প্রতি %2টিতে একটি আশা করা যায়।</translation>
    </message>
    <message>
        <source>Found %1 after %2 candidates. With %3 of %4 bits set, one in about %5 new keys is a false positive.</source>
        <translation>%2টি কী পরীক্ষার পর %1 পাওয়া গেছে। %4টির মধ্যে %3টি বিট সেট থাকায় মোটামুটি প্রতি %5টি নতুন কী-এর একটি ফলস পজিটিভ হয়।</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>%1 লোড করুন</translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>সেটিংস পরিবর্তন</translation>
    </message>
    <message>
        <source>Press Space or Play for the next step.</source>
        <translation>পরের ধাপে যেতে Space চাপুন বা চালান বোতামে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>পূর্বাবস্থায় ফেরানো হয়েছে: %1।</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>পুনরায় করা হয়েছে: %1।</translation>
    </message>
    <message>
        <source>Load bits from text</source>
        <translation>লেখা থেকে বিট লোড</translation>
    </message>
    <message>
        <source>Loaded the bits from text. The keys that set them are not known, because a Bloom filter does not store its keys. Check a key to ask the filter.</source>
        <translation>লেখা থেকে বিটগুলো লোড করা হয়েছে। কোন কী-গুলো সেগুলো সেট করেছে তা জানা নেই, কারণ ব্লুম ফিল্টার তার কী সংরক্ষণ করে না। ফিল্টারকে জিজ্ঞেস করতে একটি কী যাচাই করুন।</translation>
    </message>
    <message>
        <source>The same keys in a cuckoo filter: %1 buckets of 4 slots, %2-bit fingerprints, %3 full.</source>
        <translation>একই কী-গুলো একটি কাক্কু ফিল্টারে: ৪ স্লটের %1টি বাকেট, %2-বিট ফিঙ্গারপ্রিন্ট, %3 ভরা।</translation>
    </message>
    <message numerus="yes">
        <source>It is full: %n key(s) were refused, which the bit array still took.</source>
        <translation>
            <numerusform>এটি পূর্ণ: %Lnটি কী প্রত্যাখ্যাত হয়েছে, যেগুলো বিট অ্যারে তবুও নিয়েছে।</numerusform>
            <numerusform>এটি পূর্ণ: %Lnটি কী প্রত্যাখ্যাত হয়েছে, যেগুলো বিট অ্যারে তবুও নিয়েছে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Who set its bits:</source>
        <comment>heading over a line per bit; one bit when k = 1</comment>
        <translation>
            <numerusform>এর বিটটি কে সেট করেছে:</numerusform>
            <numerusform>এর বিটগুলো কে সেট করেছে:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n random key(s). Select one in the list to see where the filter put it.</source>
        <translation>
            <numerusform>%Lnটি এলোমেলো কী যোগ করা হয়েছে। ফিল্টার কোনটি কোথায় রেখেছে দেখতে তালিকা থেকে একটি বেছে নিন।</numerusform>
            <numerusform>%Lnটি এলোমেলো কী যোগ করা হয়েছে। ফিল্টার কোনটি কোথায় রেখেছে দেখতে তালিকা থেকে একটি বেছে নিন।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplorePage</name>
    <message>
        <source>Explore</source>
        <translation>অন্বেষণ</translation>
    </message>
    <message>
        <source>Export the bit array</source>
        <translation>বিট অ্যারে এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <source>bloom-filter.png</source>
        <translation>bloom-filter.png</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>এক্সপোর্ট</translation>
    </message>
    <message numerus="yes">
        <source>Bloom filter: %n bit(s)</source>
        <translation>
            <numerusform>ব্লুম ফিল্টার: %Lnটি বিট</numerusform>
            <numerusform>ব্লুম ফিল্টার: %Lnটি বিট</numerusform>
        </translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>সেশন খোলা</translation>
    </message>
    <message>
        <source>This worked example places its keys by script, which a .bloom file cannot hold. Save the session instead, or pick a hash scheme first.</source>
        <translation>এই সমাধানকৃত উদাহরণটি কী-গুলোকে আগে থেকে ঠিক করা অবস্থানে বসায়, যা একটি .bloom ফাইলে রাখা যায় না। এর বদলে সেশনটি সংরক্ষণ করুন, অথবা আগে একটি হ্যাশ স্কিম বেছে নিন।</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 খোলা</translation>
    </message>
    <message>
        <source>Opened “%1”: its bits are shown, but not the keys that set them, because a Bloom filter does not store its keys. Check a key to ask the filter.</source>
        <translation>“%1” খোলা হয়েছে: এর বিটগুলো দেখানো হচ্ছে, কিন্তু যে কী-গুলো সেগুলো সেট করেছে সেগুলো নয়, কারণ ব্লুম ফিল্টার তার কী সংরক্ষণ করে না। ফিল্টারকে জিজ্ঞেস করতে একটি কী যাচাই করুন।</translation>
    </message>
    <message>
        <source>The Explore page draws classic filters of up to %1 bits and %2 hash functions, so this one is described here rather than drawn.</source>
        <translation>অন্বেষণ পৃষ্ঠা সর্বোচ্চ %1 বিট ও %2টি হ্যাশ ফাংশনের ক্লাসিক ফিল্টার আঁকতে পারে, তাই এটিকে আঁকার বদলে এখানে বর্ণনা করা হলো।</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>কী</translation>
    </message>
    <message>
        <source>As text</source>
        <translation>লেখা হিসেবে</translation>
    </message>
</context>
<context>
    <name>ExploreSettingsBar</name>
    <message>
        <source>Worked example</source>
        <translation>সমাধানকৃত উদাহরণ</translation>
    </message>
    <message>
        <source>Examples…</source>
        <translation>উদাহরণ…</translation>
    </message>
    <message>
        <source>Replay a worked example from the articles, step by step</source>
        <translation>নিবন্ধগুলো থেকে একটি সমাধানকৃত উদাহরণ ধাপে ধাপে আবার চালান</translation>
    </message>
    <message>
        <source>Bits (m)</source>
        <translation>বিট (m)</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>হ্যাশ (k)</translation>
    </message>
    <message>
        <source>Hash scheme</source>
        <translation>হ্যাশ স্কিম</translation>
    </message>
    <message>
        <source>Enhanced double (XXH3)</source>
        <translation>উন্নত ডাবল হ্যাশিং (XXH3)</translation>
    </message>
    <message>
        <source>Plain double (XXH3)</source>
        <translation>সাধারণ ডাবল হ্যাশিং (XXH3)</translation>
    </message>
    <message>
        <source>Article: h·31 + byte</source>
        <translation>নিবন্ধ: h·৩১ + বাইট</translation>
    </message>
    <message>
        <source>Article&apos;s positions</source>
        <translation>নিবন্ধের অবস্থানগুলো</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>সিড</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>নতুন (&amp;N)</translation>
    </message>
    <message>
        <source>New random seed</source>
        <translation>নতুন এলোমেলো সিড</translation>
    </message>
    <message>
        <source>Draw a new secret random seed</source>
        <translation>একটি নতুন গোপন এলোমেলো সিড নিন</translation>
    </message>
    <message>
        <source>&amp;Bits (m):</source>
        <translation>বিট (m) (&amp;B):</translation>
    </message>
    <message>
        <source>Hash &amp;scheme:</source>
        <translation>হ্যাশ স্কিম (&amp;S):</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>সিড (&amp;D):</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to %1.</source>
        <translation>সিড হলো ০ থেকে %1 পর্যন্ত একটি পূর্ণসংখ্যা।</translation>
    </message>
    <message>
        <source>Enhanced, unmixed (0.1)</source>
        <translation>উন্নত, মিশ্রণ ছাড়া (০.১)</translation>
    </message>
    <message>
        <source>Hashes (&amp;k):</source>
        <translation>হ্যাশ (k) (&amp;K):</translation>
    </message>
    <message>
        <source>The hash seed, %1: secret and random at start. Type one to repeat a demo exactly.</source>
        <translation>হ্যাশের সিড, %1: শুরুতে এটি গোপন ও এলোমেলো। কোনো ডেমো হুবহু আবার চালাতে একটি সিড লিখুন।</translation>
    </message>
</context>
<context>
    <name>FeedBar</name>
    <message>
        <source>Feed keys:</source>
        <translation>কী দিন:</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Add %1 new keys to both filters</source>
        <translation>দুটি ফিল্টারেই %1টি নতুন কী যোগ করুন</translation>
    </message>
    <message>
        <source>Keep adding keys until you stop it or the lesson&apos;s limit is reached</source>
        <translation>আপনি না থামানো পর্যন্ত বা পাঠের সীমায় না পৌঁছানো পর্যন্ত কী যোগ করতে থাকুন</translation>
    </message>
    <message>
        <source>Feed c&amp;ontinuously</source>
        <translation>অবিরত কী দিন (&amp;O)</translation>
    </message>
</context>
<context>
    <name>FileStore</name>
    <message>
        <source>Could not save “%1”: %2. Nothing was changed.</source>
        <translation>“%1” সংরক্ষণ করা যায়নি: %2। কিছুই বদলানো হয়নি।</translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation>ডিস্কে আর জায়গা নেই</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2. The previous file is unchanged.</source>
        <translation>“%1” সংরক্ষণ করা যায়নি: %2। আগের ফাইলটি অপরিবর্তিত আছে।</translation>
    </message>
    <message>
        <source>“%1” does not exist any more.</source>
        <translation>“%1” আর বিদ্যমান নেই।</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation>“%1” একটি ফোল্ডার, ফাইল নয়।</translation>
    </message>
    <message>
        <source>“%1” is %2, more than any BloomLab file can be (%3).</source>
        <translation>“%1”-এর আকার %2, যা একটি BloomLab ফাইলের সর্বোচ্চ সম্ভাব্য আকারের (%3) চেয়ে বেশি।</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2.</source>
        <translation>“%1” খোলা যায়নি: %2।</translation>
    </message>
    <message>
        <source>“%1” is more than any BloomLab file can be (%2).</source>
        <translation>“%1” একটি BloomLab ফাইলের সর্বোচ্চ সম্ভাব্য আকারের (%2) চেয়েও বড়।</translation>
    </message>
</context>
<context>
    <name>FilterColumnStage</name>
    <message>
        <source>Plain Bloom filter</source>
        <translation>সাধারণ ব্লুম ফিল্টার</translation>
    </message>
    <message>
        <source>Counting Bloom filter</source>
        <translation>কাউন্টিং ব্লুম ফিল্টার</translation>
    </message>
    <message>
        <source>Delete clears the key&apos;s bits</source>
        <translation>মুছে ফেললে কী-টির বিটগুলো মুছে দেওয়া হয়</translation>
    </message>
    <message>
        <source>Remove lowers the key&apos;s counters by one</source>
        <translation>সরালে কী-টির কাউন্টারগুলো এক করে কমে</translation>
    </message>
    <message>
        <source>Plain filter bits</source>
        <translation>সাধারণ ফিল্টারের বিট</translation>
    </message>
    <message>
        <source>Counting filter counters</source>
        <translation>কাউন্টিং ফিল্টারের কাউন্টার</translation>
    </message>
</context>
<context>
    <name>FilterText</name>
    <message>
        <source>Binary</source>
        <translation>বাইনারি</translation>
    </message>
    <message>
        <source>Hexadecimal</source>
        <translation>হেক্সাডেসিমাল</translation>
    </message>
    <message>
        <source>Base64</source>
        <translation>Base64</translation>
    </message>
    <message>
        <source>Decimal number</source>
        <translation>দশমিক সংখ্যা</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a binary digit: binary uses only 0 and 1.</source>
        <translation>%1 নম্বর অক্ষর, %2, বাইনারি অঙ্ক নয়: বাইনারিতে কেবল ০ আর ১ ব্যবহার হয়।</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a hexadecimal digit: hexadecimal uses only 0–9 and a–f (or A–F).</source>
        <translation>%1 নম্বর অক্ষর, %2, হেক্সাডেসিমাল অঙ্ক নয়: হেক্সাডেসিমালে কেবল ০–৯ আর a–f (বা A–F) ব্যবহার হয়।</translation>
    </message>
    <message>
        <source>Character %1, %2, is not used in Base64, which has only A–Z, a–z, 0–9, + and /, with = as padding at the end.</source>
        <translation>%1 নম্বর অক্ষর, %2, Base64-এ ব্যবহার হয় না: এতে আছে কেবল A–Z, a–z, ০–৯, + ও /, আর শেষে প্যাডিং হিসেবে = বসে।</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a digit: a decimal number uses only 0–9.</source>
        <translation>%1 নম্বর অক্ষর, %2, অঙ্ক নয়: দশমিক সংখ্যায় কেবল ০–৯ ব্যবহার হয়।</translation>
    </message>
    <message>
        <source>The box is empty: paste or type the filter&apos;s bits as text first.</source>
        <translation>ঘরটি খালি: আগে ফিল্টারের বিটগুলো লেখা হিসেবে পেস্ট করুন বা টাইপ করুন।</translation>
    </message>
    <message numerus="yes">
        <source>The binary form of this filter has exactly %Ln digit(s), one for each bit; this text has %1.</source>
        <translation>
            <numerusform>এই ফিল্টারের বাইনারি রূপে ঠিক %Lnটি অঙ্ক থাকে, প্রতিটি বিটের জন্য একটি; এই লেখায় আছে %1টি।</numerusform>
            <numerusform>এই ফিল্টারের বাইনারি রূপে ঠিক %Lnটি অঙ্ক থাকে, প্রতিটি বিটের জন্য একটি; এই লেখায় আছে %1টি।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hexadecimal form of this filter has exactly %Ln digit(s), two for each of its bytes; this text has %1.</source>
        <translation>
            <numerusform>এই ফিল্টারের হেক্সাডেসিমাল রূপে ঠিক %Lnটি অঙ্ক থাকে, এর প্রতিটি বাইটের জন্য দুটি; এই লেখায় আছে %1টি।</numerusform>
            <numerusform>এই ফিল্টারের হেক্সাডেসিমাল রূপে ঠিক %Lnটি অঙ্ক থাকে, এর প্রতিটি বাইটের জন্য দুটি; এই লেখায় আছে %1টি।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Base64 form of this filter has exactly %Ln character(s), four for every three of its bytes; this text has %1.</source>
        <translation>
            <numerusform>এই ফিল্টারের Base64 রূপে ঠিক %Lnটি অক্ষর থাকে, এর প্রতি তিনটি বাইটের জন্য চারটি; এই লেখায় আছে %1টি।</numerusform>
            <numerusform>এই ফিল্টারের Base64 রূপে ঠিক %Lnটি অক্ষর থাকে, এর প্রতি তিনটি বাইটের জন্য চারটি; এই লেখায় আছে %1টি।</numerusform>
        </translation>
    </message>
    <message>
        <source>The Base64 form of this filter has no = padding: its bytes fill whole groups of three.</source>
        <translation>এই ফিল্টারের Base64 রূপে = দিয়ে কোনো প্যাডিং থাকে না: এর বাইটগুলো তিনটি করে পূর্ণ দলে ভাগ হয়ে যায়।</translation>
    </message>
    <message numerus="yes">
        <source>The Base64 form of this filter ends in exactly %Ln = sign(s) of padding, and has no = anywhere else.</source>
        <translation>
            <numerusform>এই ফিল্টারের Base64 রূপের শেষে প্যাডিং হিসেবে ঠিক %Lnটি = চিহ্ন থাকে, আর অন্য কোথাও = থাকে না।</numerusform>
            <numerusform>এই ফিল্টারের Base64 রূপের শেষে প্যাডিং হিসেবে ঠিক %Lnটি = চিহ্ন থাকে, আর অন্য কোথাও = থাকে না।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This number is too large for a filter of %Ln bit(s): it must be less than 2 to the power %1.</source>
        <translation>
            <numerusform>এই সংখ্যাটি %Ln বিটের ফিল্টারের জন্য অনেক বড়: এটিকে ২-এর %1তম ঘাতের চেয়ে ছোট হতে হবে।</numerusform>
            <numerusform>এই সংখ্যাটি %Ln বিটের ফিল্টারের জন্য অনেক বড়: এটিকে ২-এর %1তম ঘাতের চেয়ে ছোট হতে হবে।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The text sets the bit at position %1, but this filter&apos;s %Ln bit(s) are at positions 0 to %2.</source>
        <translation>
            <numerusform>লেখাটি %1 অবস্থানের বিট সেট করে, কিন্তু এই ফিল্টারের %Lnটি বিট কেবল ০ থেকে %2 অবস্থানে আছে।</numerusform>
            <numerusform>লেখাটি %1 অবস্থানের বিট সেট করে, কিন্তু এই ফিল্টারের %Lnটি বিট কেবল ০ থেকে %2 অবস্থানে আছে।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FilterTextPanel</name>
    <message>
        <source>&amp;Load</source>
        <translation>লোড করুন (&amp;L)</translation>
    </message>
    <message>
        <source>The same bits as text: a server can send the filter to a client as one number, and the client then checks keys on its own.</source>
        <translation>একই বিটগুলো লেখা হিসেবে: একটি সার্ভার ফিল্টারটিকে একটিমাত্র সংখ্যা হিসেবে ক্লায়েন্টের কাছে পাঠাতে পারে, তারপর ক্লায়েন্ট নিজেই কী যাচাই করে।</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>কপি করুন</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <comment>a button&apos;s name for screen readers; %1 is a form such as Binary</comment>
        <translation>%1 কপি করুন</translation>
    </message>
    <message>
        <source>Copy this text to the clipboard</source>
        <translation>এই লেখাটি ক্লিপবোর্ডে কপি করুন</translation>
    </message>
    <message>
        <source>Load bits from text</source>
        <translation>লেখা থেকে বিট লোড</translation>
    </message>
    <message>
        <source>Form of the text to load</source>
        <translation>লোড করার লেখার রূপ</translation>
    </message>
    <message>
        <source>Text to load</source>
        <translation>লোড করার লেখা</translation>
    </message>
    <message>
        <source>Paste a text of this filter&apos;s size</source>
        <translation>এই ফিল্টারের আকারের একটি লেখা পেস্ট করুন</translation>
    </message>
    <message>
        <source>Replace the filter&apos;s bits with these; m, k and the hash scheme stay, and Undo brings the old bits back</source>
        <translation>ফিল্টারের বিটগুলো এগুলো দিয়ে বদলে দিন; m, k ও হ্যাশ স্কিম একই থাকে, আর পূর্বাবস্থায় ফেরালে পুরোনো বিটগুলো ফিরে আসে</translation>
    </message>
    <message>
        <source>Copied to the clipboard: %1.</source>
        <comment>%1 is a form such as Binary or Base64</comment>
        <translation>ক্লিপবোর্ডে কপি করা হয়েছে: %1।</translation>
    </message>
    <message>
        <source>Bit i is the number&apos;s bit i. Binary lists bit %1 first; Hexadecimal and Base64 give the number&apos;s bytes lowest byte first, as memory holds them.</source>
        <translation>বিট i হলো সংখ্যাটির বিট i। বাইনারিতে বিট %1 সবার আগে আসে; হেক্সাডেসিমাল ও Base64 সংখ্যাটির বাইটগুলো সবচেয়ে নিচের বাইট থেকে শুরু করে দেয়, যেভাবে সেগুলো মেমরিতে থাকে।</translation>
    </message>
</context>
<context>
    <name>FprChart</name>
    <message>
        <source>Formula (1 − e^(−kn/m))^k</source>
        <translation>সূত্র (১ − e^(−kn/m))^k</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>নির্ভুল</translation>
    </message>
    <message>
        <source>Blocked filter</source>
        <translation>ব্লকড ফিল্টার</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>এখন</translation>
    </message>
    <message>
        <source>Measured, 95% interval</source>
        <translation>পরিমাপকৃত, ৯৫% ব্যবধান</translation>
    </message>
    <message>
        <source>FPR</source>
        <translation>FPR</translation>
    </message>
    <message>
        <source>%1, as a table</source>
        <translation>%1, টেবিল আকারে</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 সংরক্ষণ করা যায়নি: %2</translation>
    </message>
    <message>
        <source>choose a name ending in .png, .svg or .csv</source>
        <translation>.png, .svg বা .csv দিয়ে শেষ হয় এমন একটি নাম বেছে নিন</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>চার্ট এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <source>fpr-chart.png</source>
        <translation>fpr-chart.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;CSV data (*.csv)</source>
        <translation>PNG ছবি (*.png);;SVG ছবি (*.svg);;CSV ডেটা (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>এক্সপোর্ট</translation>
    </message>
    <message>
        <source>False-positive rate as keys are added</source>
        <translation>কী যোগ করার সঙ্গে সঙ্গে ফলস পজিটিভ হার</translation>
    </message>
    <message>
        <source>False-positive rate by number of hashes</source>
        <translation>হ্যাশের সংখ্যা অনুযায়ী ফলস পজিটিভ হার</translation>
    </message>
    <message>
        <source>False-positive rate by bits per key</source>
        <translation>প্রতি কী-তে বিটের সংখ্যা অনুযায়ী ফলস পজিটিভ হার</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>কী (n)</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>হ্যাশ (k)</translation>
    </message>
    <message>
        <source>Bits per key (m/n)</source>
        <translation>প্রতি কী-তে বিট (m/n)</translation>
    </message>
    <message>
        <source>Every rate on this chart is below %1: too small to draw.</source>
        <translation>এই চার্টের প্রতিটি হার %1-এর নিচে: আঁকার পক্ষে খুবই ছোট।</translation>
    </message>
    <message>
        <source>Cuckoo filter</source>
        <translation>কাক্কু ফিল্টার</translation>
    </message>
    <message>
        <source>Lower bound: %1 bits per key</source>
        <translation>নিম্নসীমা: প্রতি কী-তে %1 বিট</translation>
    </message>
    <message>
        <source>Beside the Bloom filter&apos;s formula, a cuckoo filter of the same bits per key, a step for each whole bit of fingerprint, and the lower bound no filter can pass.</source>
        <translation>ব্লুম ফিল্টারের সূত্রের পাশে প্রতি কী-তে একই বিটের একটি কাক্কু ফিল্টার, যার ফিঙ্গারপ্রিন্টের প্রতিটি পূর্ণ বিটে একটি করে ধাপ, আর সেই নিম্নসীমা, যার নিচে কোনো ফিল্টার নামতে পারে না।</translation>
    </message>
    <message>
        <source>Bits per key for which this k is best</source>
        <translation>কী-প্রতি যত বিটে এই k সেরা</translation>
    </message>
    <message>
        <source>Best k for this m and n</source>
        <translation>এই m ও n-এর জন্য সেরা k</translation>
    </message>
    <message>
        <source>Best k allowed (%1); the best, %2, is beyond the range</source>
        <translation>অনুমোদিত সেরা k (%1); আসল সেরা, %2, সীমার বাইরে</translation>
    </message>
    <message>
        <source>0 false positives in %1 probes: below the axis</source>
        <translation>%1টি যাচাইয়ে ০টি ফলস পজিটিভ: অক্ষের নিচে</translation>
    </message>
    <message>
        <source>The best k for this m and n is %1, more than the %2 hashes a filter takes here: the square marks k = %2, the best of those.</source>
        <translation>এই m ও n-এর জন্য সেরা k হলো %1, যা এখানে একটি ফিল্টারের সর্বোচ্চ %2টি হ্যাশের বেশি: বর্গটি k = %2 দেখায়, সেগুলোর মধ্যে সেরা।</translation>
    </message>
    <message>
        <source>At n = %1: 0 false positives in %2 probes. A rate of 0 cannot be drawn on a log axis, so the circle sits at its foot; the bar is the 95% interval, up to %3.</source>
        <translation>n = %1-এ: %2টি যাচাইয়ে ০টি ফলস পজিটিভ। ০ হার লগ অক্ষে আঁকা যায় না, তাই বৃত্তটি অক্ষের পাদদেশে বসে; দণ্ডটি ৯৫% ব্যবধান, %3 পর্যন্ত।</translation>
    </message>
</context>
<context>
    <name>FprController</name>
    <message>
        <source>Set m to %1</source>
        <translation>m-কে %1 করুন</translation>
    </message>
    <message>
        <source>Set n to %1</source>
        <translation>n-কে %1 করুন</translation>
    </message>
    <message>
        <source>Set k to %1</source>
        <translation>k-কে %1 করুন</translation>
    </message>
    <message>
        <source>Set m, n and k</source>
        <translation>m, n ও k ঠিক করুন</translation>
    </message>
    <message>
        <source>Edit the sizing calculator</source>
        <translation>আকার হিসাবযন্ত্রে সম্পাদনা</translation>
    </message>
    <message>
        <source>Fill the sizing calculator</source>
        <translation>আকার হিসাবযন্ত্র পূরণ</translation>
    </message>
    <message>
        <source>exact curve shown for m ≤ %1</source>
        <translation>নির্ভুল বক্ররেখা কেবল m ≤ %1-এর জন্য দেখানো হয়</translation>
    </message>
    <message>
        <source>Charts updated in %1 ms</source>
        <translation>চার্টগুলো %1 ms-এ হালনাগাদ হয়েছে</translation>
    </message>
    <message>
        <source>An experiment is already running; wait for it or cancel it.</source>
        <translation>একটি পরীক্ষা ইতিমধ্যে চলছে; সেটি শেষ হওয়া পর্যন্ত অপেক্ষা করুন বা বাতিল করুন।</translation>
    </message>
    <message>
        <source>Measuring at n = %1…</source>
        <translation>n = %1-এ পরিমাপ করা হচ্ছে…</translation>
    </message>
    <message>
        <source>Building the filter and inserting 100 million keys…</source>
        <translation>ফিল্টার তৈরি করে ১০ কোটি কী যোগ করা হচ্ছে…</translation>
    </message>
    <message>
        <source>Measured %1 of 4: at n = %2, %3 false positives in %4 probes = %5 (theory %6).</source>
        <translation>৪টির মধ্যে %1টি পরিমাপ সম্পন্ন: n = %2-এ %4টি যাচাইয়ে %3টি ফলস পজিটিভ = %5 (তত্ত্ব অনুযায়ী %6)।</translation>
    </message>
    <message>
        <source>Measured false-positive rate %1 (95%: %2 to %3) against %4 in theory.
Inserted %5 keys in %6 s; probed %7 keys in %8 s. The filter used %9.</source>
        <translation>পরিমাপকৃত ফলস পজিটিভ হার %1 (৯৫%: %2 থেকে %3), তত্ত্ব অনুযায়ী %4।
%6 s-এ %5টি কী যোগ করা হয়েছে; %8 s-এ %7টি কী যাচাই করা হয়েছে। ফিল্টারটি %9 জায়গা নিয়েছে।</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>The last measurement was for other values of m, n or k; click Measure to measure these.</source>
        <translation>শেষ পরিমাপটি m, n বা k-এর অন্য মানের জন্য ছিল; এই মানগুলো মাপতে “পরিমাপ করুন” চাপুন।</translation>
    </message>
</context>
<context>
    <name>FprInputsBar</name>
    <message>
        <source>Filter</source>
        <translation>ফিল্টার</translation>
    </message>
    <message>
        <source>Bits (m)</source>
        <translation>বিট (m)</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>কী (n)</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>হ্যাশ (k)</translation>
    </message>
    <message>
        <source>&amp;m bits:</source>
        <translation>m বিট (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;n keys:</source>
        <translation>n কী (&amp;N):</translation>
    </message>
    <message>
        <source>&amp;k hashes:</source>
        <translation>k হ্যাশ (&amp;K):</translation>
    </message>
    <message>
        <source>Drag between %1 and %2; type any value up to %3 in the box</source>
        <translation>%1 থেকে %2-এর মধ্যে টেনে সরান; %3 পর্যন্ত যেকোনো মান ঘরে লিখুন</translation>
    </message>
</context>
<context>
    <name>FprPage</name>
    <message>
        <source>FPR lab</source>
        <translation>FPR ল্যাব</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>চার্ট (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Sizing calculator</source>
        <translation>আকার নির্ধারণের ক্যালকুলেটর (&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;xperiments at scale</source>
        <translation>বড় পরিসরে পরীক্ষা (&amp;X)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>এক্সপোর্ট</translation>
    </message>
    <message>
        <source>Which chart?</source>
        <translation>কোন চার্ট?</translation>
    </message>
    <message>
        <source>V&amp;ariants compared</source>
        <translation>ভ্যারিয়েন্টগুলোর তুলনা (&amp;A)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>সেশন খোলা</translation>
    </message>
</context>
<context>
    <name>GrowthChartStage</name>
    <message>
        <source>Measured false-positive rate as keys keep coming</source>
        <translation>কী আসতে থাকার সঙ্গে সঙ্গে পরিমাপকৃত ফলস পজিটিভ হার</translation>
    </message>
    <message>
        <source>Fixed filter</source>
        <translation>নির্দিষ্ট ফিল্টার</translation>
    </message>
    <message>
        <source>Scalable filter</source>
        <translation>স্কেলেবল ফিল্টার</translation>
    </message>
    <message>
        <source>Target p</source>
        <translation>লক্ষ্য p</translation>
    </message>
    <message>
        <source>Design capacity</source>
        <translation>নকশাকৃত ধারণক্ষমতা</translation>
    </message>
    <message>
        <source>Keys added (n)</source>
        <translation>যোগ করা কী (n)</translation>
    </message>
    <message>
        <source>False-positive rate (%)</source>
        <translation>ফলস পজিটিভ হার (%)</translation>
    </message>
    <message>
        <source>False-positive rate chart</source>
        <translation>ফলস পজিটিভ হারের চার্ট</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>পরিমাপ</translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation>লগারিদমিক স্কেল (&amp;L)</translation>
    </message>
    <message>
        <source>Show the rate on a logarithmic axis, where small rates stay visible</source>
        <translation>হার লগারিদমিক অক্ষে দেখান, যেখানে ছোট হারও দেখা যায়</translation>
    </message>
</context>
<context>
    <name>InterviewPanel</name>
    <message>
        <source>%1 minutes, %2 questions</source>
        <translation>%1 মিনিট, %2টি প্রশ্ন</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>সময়কাল</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>সময়কাল (&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Start the interview</source>
        <translation>ইন্টারভিউ শুরু করুন (&amp;S)</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>বাকি সময়</translation>
    </message>
    <message>
        <source>The interview&apos;s review</source>
        <translation>ইন্টারভিউয়ের পর্যালোচনা</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>প্রশ্ন %1 / %2</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>বাকি %1</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>বিষয়ভিত্তিক স্কোর</translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <translation>%1: %3টির মধ্যে %2টি সঠিক</translation>
    </message>
    <message>
        <source>Explain questions are not scored: compare your words with the model answer.</source>
        <translation>ব্যাখ্যামূলক প্রশ্নে স্কোর দেওয়া হয় না: আপনার উত্তর নমুনা উত্তরের সঙ্গে মিলিয়ে দেখুন।</translation>
    </message>
    <message>
        <source>Every answer</source>
        <translation>সব উত্তর</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>পৌঁছানো হয়নি</translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>আপনার উত্তর:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>কোনোটিই নয়</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>সঠিক।</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>পুরোপুরি ঠিক নয়।</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>উত্তর: %1।</translation>
    </message>
    <message>
        <source>Model answer:</source>
        <translation>নমুনা উত্তর:</translation>
    </message>
    <message>
        <source>Key points:</source>
        <translation>মূল বিষয়গুলো:</translation>
    </message>
    <message>
        <source>Start another intervie&amp;w</source>
        <translation>আরেকটি ইন্টারভিউ শুরু করুন (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>CSV হিসেবে রপ্তানি… (&amp;E)</translation>
    </message>
    <message>
        <source>Save every answer, its time and its result for a spreadsheet</source>
        <translation>প্রতিটি উত্তর, তার সময় ও ফল স্প্রেডশিটের জন্য সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Export the interview</source>
        <translation>ইন্টারভিউ রপ্তানি করুন</translation>
    </message>
    <message>
        <source>interview.csv</source>
        <translation>interview.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
    <message>
        <source>In all: %1 of %2 right</source>
        <translation>মোট: %2টির মধ্যে %1টি সঠিক</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>সংরক্ষিত হয়েছে: “%1”।</translation>
    </message>
    <message>
        <source>A timed set, as in an interview: numbers to work out, options to choose, predictions on a live demo and trade-offs to explain, with no hints and no feedback until the end. Then you see a score per topic, the time each answer took, and every answer beside the right one or a model answer, and you can watch each prediction play out on its demo.</source>
        <translation>ইন্টারভিউয়ের মতো সময় বেঁধে দেওয়া একগুচ্ছ প্রশ্ন: হিসাব করে বের করার সংখ্যা, বেছে নেওয়ার বিকল্প, লাইভ ডেমোতে অনুমান আর ব্যাখ্যা করার মতো ট্রেড-অফ; শেষ না হওয়া পর্যন্ত কোনো ইঙ্গিত বা ব্যাখ্যা নেই। তারপর আপনি দেখবেন বিষয়ভিত্তিক স্কোর, প্রতিটি উত্তরে কত সময় লেগেছে, আর প্রতিটি উত্তর সঠিক উত্তর বা নমুনা উত্তরের পাশে, এবং প্রতিটি অনুমান তার ডেমোতে কীভাবে ঘটে তা দেখতে পারবেন।</translation>
    </message>
    <message>
        <source>Watch the answer on the demo</source>
        <translation>ডেমোতে উত্তরটি দেখুন</translation>
    </message>
    <message>
        <source>Question %1 on the demo</source>
        <translation>ডেমোতে প্রশ্ন %1</translation>
    </message>
</context>
<context>
    <name>KeyEntryBar</name>
    <message>
        <source>Export…</source>
        <translation>এক্সপোর্ট…</translation>
    </message>
    <message>
        <source>Type a key, such as a username</source>
        <translation>একটি কী লিখুন, যেমন কোনো ইউজারনেম</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>কী</translation>
    </message>
    <message>
        <source>Enter adds the key; Shift+Enter checks it</source>
        <translation>Enter চাপলে কী-টি যোগ হয়; Shift+Enter চাপলে যাচাই হয়</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>যোগ করুন (&amp;A)</translation>
    </message>
    <message>
        <source>Add the key to the filter (Enter)</source>
        <translation>কী-টি ফিল্টারে যোগ করুন (Enter)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>যাচাই করুন (&amp;C)</translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Shift+Enter)</source>
        <translation>ফিল্টারকে জিজ্ঞেস করুন কী-টি এতে থাকতে পারে কি না (Shift+Enter)</translation>
    </message>
    <message>
        <source>Add 10 &amp;random keys</source>
        <translation>১০টি এলোমেলো কী যোগ করুন (&amp;R)</translation>
    </message>
    <message>
        <source>Try new keys until one is reported present without having been added</source>
        <translation>নতুন নতুন কী চেষ্টা করুন, যতক্ষণ না যোগ না করা কোনো কী-কে উপস্থিত বলে জানানো হয়</translation>
    </message>
    <message>
        <source>Save the bit array as a PNG or SVG image, for slides</source>
        <translation>স্লাইডে ব্যবহারের জন্য বিট অ্যারেটি PNG বা SVG ছবি হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Cancel the search</source>
        <translation>খোঁজা বাতিল করুন</translation>
    </message>
    <message>
        <source>Find a false &amp;positive</source>
        <translation>একটি ফলস পজিটিভ খুঁজুন (&amp;P)</translation>
    </message>
    <message>
        <source>Enter checks the key; Shift+Enter adds it</source>
        <translation>Enter চাপলে কী-টি যাচাই হয়; Shift+Enter চাপলে যোগ হয়</translation>
    </message>
    <message>
        <source>Add the key to the filter (Shift+Enter)</source>
        <translation>কী-টি ফিল্টারে যোগ করুন (Shift+Enter)</translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Enter)</source>
        <translation>ফিল্টারকে জিজ্ঞেস করুন কী-টি এতে থাকতে পারে কি না (Enter)</translation>
    </message>
</context>
<context>
    <name>KeysPanel</name>
    <message>
        <source>Colour by collisions</source>
        <translation>সংঘর্ষ অনুযায়ী রং</translation>
    </message>
    <message>
        <source>Hover over a cell, or focus the array and use the arrow keys.</source>
        <translation>কোনো ঘরের ওপর মাউস রাখুন, অথবা অ্যারেতে ফোকাস করে অ্যারো কী ব্যবহার করুন।</translation>
    </message>
    <message>
        <source>Keys added</source>
        <translation>যোগ করা কী</translation>
    </message>
    <message>
        <source>Colour each set bit by how many keys set it</source>
        <translation>প্রতিটি সেট বিটকে কতগুলো কী সেটি সেট করেছে সেই অনুযায়ী রং করুন</translation>
    </message>
    <message>
        <source>Select a key to see where the filter put it</source>
        <translation>ফিল্টার কীটি কোথায় রেখেছে দেখতে একটি কী বেছে নিন</translation>
    </message>
    <message>
        <source>Hover over a slot to see its bucket and fingerprint.</source>
        <translation>কোনো স্লটের ওপর মাউস রাখলে তার বাকেট ও ফিঙ্গারপ্রিন্ট দেখা যাবে।</translation>
    </message>
</context>
<context>
    <name>LessonContents</name>
    <message>
        <source>Read</source>
        <translation>পড়া</translation>
    </message>
    <message>
        <source>Do</source>
        <translation>অনুশীলন</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>অনুমান</translation>
    </message>
    <message>
        <source>Lessons and their steps</source>
        <translation>পাঠ ও সেগুলোর ধাপ</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>ধাপ %1: %2</translation>
    </message>
    <message>
        <source>%1, done</source>
        <translation>%1, সম্পন্ন</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 steps done · about %Ln minute(s)</source>
        <translation>
            <numerusform>%2টি ধাপের মধ্যে %1টি সম্পন্ন · প্রায় %Ln মিনিট</numerusform>
            <numerusform>%2টি ধাপের মধ্যে %1টি সম্পন্ন · প্রায় %Ln মিনিট</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonStageHost</name>
    <message>
        <source>The chart appears once you have answered: it would give the answer away.</source>
        <translation>উত্তর দেওয়ার পর চার্টটি দেখা যাবে: এখন দেখালে উত্তর ফাঁস হয়ে যেত।</translation>
    </message>
</context>
<context>
    <name>LessonStepPanel</name>
    <message>
        <source>Read</source>
        <translation>পড়া</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>আপনার পালা</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>অনুমান</translation>
    </message>
    <message>
        <source>&amp;Show a hint</source>
        <translation>ইঙ্গিত দেখান (&amp;S)</translation>
    </message>
    <message>
        <source>Check &amp;my answer</source>
        <translation>আমার উত্তর যাচাই করুন (&amp;M)</translation>
    </message>
    <message>
        <source>This step has no translation yet, so it is shown in English.</source>
        <translation>এই ধাপের এখনো অনুবাদ হয়নি, তাই এটি ইংরেজিতে দেখানো হচ্ছে।</translation>
    </message>
    <message>
        <source>The step&apos;s text</source>
        <translation>ধাপের লেখা</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>আপনার উত্তর</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>ধাপ %1 / %2 · %3</translation>
    </message>
    <message>
        <source>Done. Go on with Next.</source>
        <translation>হয়ে গেছে। এগিয়ে যেতে পরবর্তী বোতাম চাপুন।</translation>
    </message>
    <message>
        <source>Click the cells you expect, then check your answer.</source>
        <translation>যে ঘরগুলো আশা করছেন সেগুলোতে ক্লিক করুন, তারপর আপনার উত্তর যাচাই করুন।</translation>
    </message>
    <message>
        <source>Watch the answer…</source>
        <translation>উত্তরটি দেখুন…</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>সঠিক।</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>পুরোপুরি ঠিক নয়।</translation>
    </message>
    <message>
        <source>%1 You said: %2. The answer: %3.</source>
        <translation>%1 আপনার উত্তর: %2। সঠিক উত্তর: %3।</translation>
    </message>
    <message>
        <source>no cells</source>
        <translation>কোনো ঘর নয়</translation>
    </message>
    <message>
        <source>Click at least one cell of the bit array first.</source>
        <translation>আগে ফিল্টারের বিটগুলোর অন্তত একটি ঘরে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>Your turn: do it on the live demo beside this text.</source>
        <translation>এবার আপনার পালা: এই লেখার পাশের সচল ডেমোতে কাজটি করুন।</translation>
    </message>
    <message>
        <source>Answer first; then read why.</source>
        <translation>আগে উত্তর দিন; তারপর কারণটি পড়ুন।</translation>
    </message>
    <message>
        <source>Answer first; then watch what the demo does.</source>
        <translation>আগে উত্তর দিন; তারপর দেখুন ডেমো কী করে।</translation>
    </message>
    <message>
        <source>Answer taken. The review at the end shows the answer.</source>
        <translation>উত্তর নেওয়া হয়েছে। শেষের পর্যালোচনায় সঠিক উত্তর দেখানো হবে।</translation>
    </message>
    <message>
        <source>Click the cells you expect, then give your answer. The review at the end shows the answer.</source>
        <translation>যে ঘরগুলো আশা করছেন সেগুলোতে ক্লিক করুন, তারপর আপনার উত্তর দিন। শেষের পর্যালোচনায় সঠিক উত্তর দেখানো হবে।</translation>
    </message>
    <message>
        <source>Answer here; the review at the end shows the answer on the demo.</source>
        <translation>এখানে উত্তর দিন; শেষের পর্যালোচনায় ডেমোতে সঠিক উত্তর দেখানো হবে।</translation>
    </message>
    <message>
        <source>Type your answer as a number, in digits.</source>
        <translation>উত্তরটি সংখ্যা হিসেবে, অঙ্কে লিখুন।</translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message>
        <source>&amp;Back</source>
        <translation>পিছনে (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>পরবর্তী (&amp;N)</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>পাঠ</translation>
    </message>
    <message>
        <source>&amp;Reset progress…</source>
        <translation>অগ্রগতি রিসেট করুন (&amp;R)…</translation>
    </message>
    <message>
        <source>Welcome back: you are where you left off. Choose any step in the contents to go elsewhere.</source>
        <translation>আবার স্বাগতম: আপনি যেখানে থেমেছিলেন, সেখানেই আছেন। অন্য কোথাও যেতে সূচিপত্র থেকে যেকোনো ধাপ বেছে নিন।</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>পরবর্তী পাঠ (&amp;N)</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>অগ্রগতি রিসেট করুন</translation>
    </message>
    <message>
        <source>Forget which steps you have done in every lesson? The lessons stay as they are.</source>
        <translation>প্রতিটি পাঠে আপনি কোন কোন ধাপ শেষ করেছেন, সেই হিসাব মুছে ফেলবেন? পাঠগুলো যেমন আছে তেমনই থাকবে।</translation>
    </message>
    <message>
        <source>Open in E&amp;xplore</source>
        <translation>অন্বেষণে খুলুন (&amp;X)</translation>
    </message>
    <message>
        <source>Continue on the Explore page from this step&apos;s filter, with every control</source>
        <translation>এই ধাপের ফিল্টার নিয়ে অন্বেষণ পাতায় চালিয়ে যান, সেখানে সব নিয়ন্ত্রণ পাবেন</translation>
    </message>
    <message>
        <source>Open in the FPR &amp;lab</source>
        <translation>FPR ল্যাবে খুলুন (&amp;L)</translation>
    </message>
    <message>
        <source>Continue in the FPR lab from this step&apos;s m, n and k, with every control</source>
        <translation>এই ধাপের m, n ও k নিয়ে FPR ল্যাবে চালিয়ে যান, সেখানে সব নিয়ন্ত্রণ পাবেন</translation>
    </message>
    <message>
        <source>Open in De&amp;letion</source>
        <translation>মুছে ফেলা পাতায় খুলুন (&amp;L)</translation>
    </message>
    <message>
        <source>Continue on the Deletion page from this step&apos;s two filters, with every control</source>
        <translation>এই ধাপের দুটি ফিল্টার নিয়ে মুছে ফেলা পাতায় চালিয়ে যান, সেখানে সব নিয়ন্ত্রণ পাবেন</translation>
    </message>
    <message>
        <source>Continue on the Scalable page from this step&apos;s filters, with every control</source>
        <translation>এই ধাপের ফিল্টারগুলো নিয়ে স্কেলেবল পাতায় চালিয়ে যান, সেখানে সব নিয়ন্ত্রণ পাবেন</translation>
    </message>
    <message>
        <source>Open in Sca&amp;lable</source>
        <translation>স্কেলেবল পাতায় খুলুন (&amp;L)</translation>
    </message>
    <message>
        <source>R&amp;un it for real</source>
        <translation>বাস্তব সিস্টেমে চালান (&amp;U)</translation>
    </message>
    <message>
        <source>Open this lesson&apos;s system on the Systems page, running on the real components</source>
        <translation>এই পাঠের সিস্টেমটি সিস্টেম পৃষ্ঠায় খুলুন, যেখানে এটি আসল উপাদানগুলোর ওপর চলে</translation>
    </message>
    <message>
        <source>&amp;Previous lesson</source>
        <translation>পূর্ববর্তী পাঠ (&amp;P)</translation>
    </message>
</context>
<context>
    <name>LiveStatsPanel</name>
    <message>
        <source>The numbers now</source>
        <translation>এই মুহূর্তের সংখ্যাগুলো</translation>
    </message>
    <message>
        <source>Keys added (n):</source>
        <translation>যোগ করা কী (n):</translation>
    </message>
    <message>
        <source>How many distinct keys are in the filter</source>
        <translation>ফিল্টারে কতগুলো ভিন্ন ভিন্ন কী আছে</translation>
    </message>
    <message>
        <source>Bits (m):</source>
        <translation>বিট (m):</translation>
    </message>
    <message>
        <source>The size of the bit array</source>
        <translation>বিট অ্যারের আকার</translation>
    </message>
    <message>
        <source>Hashes (k):</source>
        <translation>হ্যাশ (k):</translation>
    </message>
    <message>
        <source>How many bits each key sets</source>
        <translation>প্রতিটি কী কতগুলো বিট সেট করে</translation>
    </message>
    <message>
        <source>Bits set:</source>
        <translation>সেট হওয়া বিট:</translation>
    </message>
    <message>
        <source>How many bits are 1, and what share of the array that is</source>
        <translation>কতগুলো বিট ১, এবং তা অ্যারের কত অংশ</translation>
    </message>
    <message>
        <source>FPR, formula:</source>
        <translation>FPR, সূত্র অনুযায়ী:</translation>
    </message>
    <message>
        <source>(1 − e^(−kn/m))^k: the expected false-positive rate for n keys</source>
        <translation>(১ − e^(−kn/m))^k: n-টি কী-এর জন্য প্রত্যাশিত ফলস পজিটিভ হার</translation>
    </message>
    <message>
        <source>FPR, this array:</source>
        <translation>FPR, এই অ্যারেতে:</translation>
    </message>
    <message>
        <source>(bits set ÷ m)^k: the chance that a new key finds all its bits set right now</source>
        <translation>(সেট হওয়া বিট ÷ m)^k: এই মুহূর্তে একটি নতুন কী-এর সব বিট সেট অবস্থায় পাওয়ার সম্ভাবনা</translation>
    </message>
    <message>
        <source>Best k for this m and n:</source>
        <translation>এই m ও n-এর জন্য সেরা k:</translation>
    </message>
    <message>
        <source>(m/n)·ln 2, rounded</source>
        <translation>(m/n)·ln ২, নিকটতম পূর্ণসংখ্যায় রাউন্ড করা</translation>
    </message>
    <message>
        <source>n estimated from the fill:</source>
        <translation>সেট হওয়া বিট থেকে আনুমানিক n:</translation>
    </message>
    <message>
        <source>−(m/k)·ln(1 − bits set ÷ m): how many keys the filter looks like it holds</source>
        <translation>−(m/k)·ln(১ − সেট হওয়া বিট ÷ m): দেখে মনে হয় ফিল্টারে কতগুলো কী আছে</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>মেমরি:</translation>
    </message>
    <message>
        <source>The keys themselves against the filter&apos;s bits</source>
        <translation>কী-গুলো নিজেরা যতটা জায়গা নেয় বনাম ফিল্টারের বিটগুলো</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%2-এর মধ্যে %1 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>keys %1, filter %2</source>
        <translation>কী %1, ফিল্টার %2</translation>
    </message>
    <message>
        <source>Keys stored:</source>
        <translation>রাখা কী:</translation>
    </message>
    <message>
        <source>How many fingerprints the table holds: one per key it took, the victim slot included</source>
        <translation>টেবিলে কতগুলো ফিঙ্গারপ্রিন্ট আছে: গৃহীত প্রতিটি কী-এর একটি, অতিরিক্ত স্লটসহ</translation>
    </message>
    <message>
        <source>Buckets × slots:</source>
        <translation>বাকেট × স্লট:</translation>
    </message>
    <message>
        <source>The table: buckets of b = 4 fingerprint slots each</source>
        <translation>টেবিল: প্রতিটি বাকেটে ফিঙ্গারপ্রিন্টের b = 4টি স্লট</translation>
    </message>
    <message>
        <source>Fingerprint bits (f):</source>
        <translation>ফিঙ্গারপ্রিন্টের বিট (f):</translation>
    </message>
    <message>
        <source>What each slot keeps of a key: f bits of its hash</source>
        <translation>প্রতিটি স্লট একটি কী-এর কী রাখে: তার হ্যাশের f বিট</translation>
    </message>
    <message>
        <source>Slots filled:</source>
        <translation>ভরা স্লট:</translation>
    </message>
    <message>
        <source>How many slots hold a fingerprint, and what share of the table that is (the load α)</source>
        <translation>কতগুলো স্লটে ফিঙ্গারপ্রিন্ট আছে, আর তা টেবিলের কত অংশ (লোড α)</translation>
    </message>
    <message>
        <source>FPR at this load:</source>
        <translation>এই লোডে FPR:</translation>
    </message>
    <message>
        <source>1 − (1 − 1/2^f)^(2bα): a never-added key is compared with the 2b slots of its two buckets, each filled with chance α and matching with chance 1/2^f</source>
        <translation>1 − (1 − 1/2^f)^(2bα): কখনো যোগ না করা একটি কী-কে তার দুই বাকেটের 2bটি স্লটের সঙ্গে মেলানো হয়, প্রতিটি স্লট α সম্ভাবনায় ভরা এবং 1/2^f সম্ভাবনায় মিলে যায়</translation>
    </message>
    <message>
        <source>FPR when full:</source>
        <translation>ভরে গেলে FPR:</translation>
    </message>
    <message>
        <source>2b/2^f: the rate once every slot holds a fingerprint</source>
        <translation>2b/2^f: প্রতিটি স্লটে ফিঙ্গারপ্রিন্ট থাকলে এই হার</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>প্রতি কী-তে বিট:</translation>
    </message>
    <message>
        <source>The table&apos;s bits ÷ keys stored (f ÷ α): each key pays for its slot and its share of the empty ones</source>
        <translation>টেবিলের বিট ÷ রাখা কী (f ÷ α): প্রতিটি কী নিজের স্লট এবং খালি স্লটগুলোর নিজের ভাগের খরচ বহন করে</translation>
    </message>
    <message>
        <source>The keys themselves against the table&apos;s bits</source>
        <translation>কী-গুলোর নিজের মেমরি, টেবিলের বিটের তুলনায়</translation>
    </message>
    <message>
        <source>not known: the bits were loaded without their keys</source>
        <translation>অজানা: বিটগুলো তাদের কী ছাড়াই লোড করা হয়েছে</translation>
    </message>
    <message>
        <source>%1 added here, plus the unknown keys of the loaded bits</source>
        <translation>এখানে যোগ করা %1টি, সঙ্গে লোড করা বিটের অজানা কী</translation>
    </message>
    <message>
        <source>needs n, not known for loaded bits (see n estimated from the fill)</source>
        <translation>n দরকার, যা লোড করা বিটের জন্য অজানা (সেট হওয়া বিট থেকে আনুমানিক n দেখুন)</translation>
    </message>
    <message>
        <source>needs n</source>
        <translation>n দরকার</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>প্রস্তুত</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>পৃষ্ঠাসমূহ</translation>
    </message>
    <message>
        <source>Choose a demo to open</source>
        <translation>খোলার জন্য একটি ডেমো বেছে নিন</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ফাইল (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>ছবি এক্সপোর্ট (&amp;E)…</translation>
    </message>
    <message>
        <source>Save the page&apos;s main view as a PNG or SVG image, for slides</source>
        <translation>স্লাইডে ব্যবহারের জন্য পৃষ্ঠার মূল দৃশ্যটি PNG বা SVG ছবি হিসেবে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>প্রস্থান (&amp;Q)</translation>
    </message>
    <message>
        <source>Close BloomLab</source>
        <translation>BloomLab বন্ধ করুন</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>সম্পাদনা (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>পূর্বাবস্থায় ফেরান (&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change on this page</source>
        <translation>এই পৃষ্ঠার সর্বশেষ পরিবর্তনটি পূর্বাবস্থায় ফেরান</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>পুনরায় করুন (&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>যা পূর্বাবস্থায় ফেরানো হয়েছিল তা আবার করুন</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>দৃশ্য (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>পূর্ণ পর্দা (&amp;F)</translation>
    </message>
    <message>
        <source>Use the whole screen, for projecting in a classroom</source>
        <translation>ক্লাসরুমে প্রজেক্টরে দেখানোর জন্য পুরো পর্দা ব্যবহার করুন</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>উপস্থাপক মোড (&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, larger and in high contrast, for a classroom. Esc leaves.</source>
        <translation>ক্লাসরুমের জন্য পূর্ণ পর্দা, বড় আকারে ও উচ্চ কনট্রাস্টে। Esc চাপলে বেরিয়ে আসবে।</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>সহায়তা (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About BloomLab</source>
        <translation>BloomLab সম্পর্কে (&amp;A)</translation>
    </message>
    <message>
        <source>Show the version and what BloomLab is built on</source>
        <translation>সংস্করণ এবং BloomLab কী দিয়ে তৈরি তা দেখান</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt সম্পর্কে (&amp;Q)</translation>
    </message>
    <message>
        <source>Show the Qt version BloomLab runs on</source>
        <translation>BloomLab যে Qt সংস্করণে চলে তা দেখান</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ভাষা (&amp;L)</translation>
    </message>
    <message>
        <source>Show BloomLab in %1</source>
        <translation>BloomLab %1 ভাষায় দেখান</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>ভাষা</translation>
    </message>
    <message>
        <source>BloomLab will use %1 the next time it starts.</source>
        <translation>পরের বার চালু হলে BloomLab %1 ভাষা ব্যবহার করবে।</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>এখনই পুনরায় চালু করুন</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>পরে</translation>
    </message>
    <message>
        <source>About BloomLab</source>
        <translation>BloomLab সম্পর্কে</translation>
    </message>
    <message>
        <source>%1 — BloomLab</source>
        <translation>%1 — BloomLab</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <comment>%1 is the step, such as: Add seyi_codes</comment>
        <translation>পূর্বাবস্থায় ফেরান: %1 (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <comment>%1 is the step, such as: Add seyi_codes</comment>
        <translation>পুনরায় করুন: %1 (&amp;R)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;Learn Bloom filters by watching them work: every hash, every bit, every false positive explained.&lt;/p&gt;&lt;p&gt;Its lessons, quiz and Systems page follow four articles on Bloom filters: in Urdu (usernames at Instagram&apos;s scale), Thai (a sign-up form and its cache), Bengali (a web crawler) and Uzbek (the formulas and LSM trees). A text that names &quot;the Urdu article&quot; means the first of them; where an article is wrong or out of date, the text says what is true.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and xxHash.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;ব্লুম ফিল্টার কীভাবে কাজ করে তা চোখের সামনে দেখে শিখুন: প্রতিটি হ্যাশ, প্রতিটি বিট, প্রতিটি ফলস পজিটিভের ব্যাখ্যাসহ।&lt;/p&gt;&lt;p&gt;এর পাঠ, কুইজ ও সিস্টেম পাতা ব্লুম ফিল্টার নিয়ে চারটি প্রবন্ধ অনুসরণ করে: উর্দু (ইনস্টাগ্রামের মাপে ইউজারনেম), থাই (সাইন-আপ ফর্ম ও তার ক্যাশ), বাংলা (ওয়েব ক্রলার) আর উজবেক (সূত্র ও LSM ট্রি)। কোনো লেখায় &quot;উর্দু প্রবন্ধ&quot; বলতে এর প্রথমটি বোঝায়; কোনো প্রবন্ধ ভুল বা পুরোনো হলে লেখাটি সঠিক তথ্য জানায়।&lt;/p&gt;&lt;p&gt;Qt %2 ও xxHash দিয়ে তৈরি।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MeasureStage</name>
    <message>
        <source>Build real filters at n/2, n, 3n/2 and 2n and count false positives on keys never added</source>
        <translation>n/২, n, ৩n/২ ও ২n-এ প্রকৃত ফিল্টার তৈরি করুন এবং কখনো যোগ না করা কী-গুলোতে ফলস পজিটিভ গুনুন</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>পরিমাপের অগ্রগতি</translation>
    </message>
    <message>
        <source>Measu&amp;re</source>
        <translation>পরিমাপ করুন (&amp;R)</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>added</source>
        <translation>যোগ করা হয়েছে</translation>
    </message>
    <message>
        <source>maybe present</source>
        <translation>হয়তো আছে</translation>
    </message>
    <message>
        <source>definitely not present</source>
        <translation>নিশ্চিতভাবে নেই</translation>
    </message>
    <message>
        <source>add(%1)</source>
        <translation>add(%1)</translation>
    </message>
    <message>
        <source>mightContain(%1)</source>
        <translation>mightContain(%1)</translation>
    </message>
    <message>
        <source>hash%1(%2) = %3</source>
        <translation>hash%1(%2) = %3</translation>
    </message>
    <message>
        <source>⌊%1 × %2 ÷ 2⁶⁴⌋ = %3</source>
        <translation>⌊%1 × %2 ÷ ২⁶⁴⌋ = %3</translation>
    </message>
    <message>
        <source>%1 mod %2 = %3</source>
        <translation>%1 mod %2 = %3</translation>
    </message>
    <message>
        <source>the article gives position %1</source>
        <translation>নিবন্ধে অবস্থান %1 দেওয়া আছে</translation>
    </message>
    <message>
        <source>bit %1: %2 → 1</source>
        <translation>বিট %1: %2 → ১</translation>
    </message>
    <message>
        <source>bit %1 = 1 ✓</source>
        <translation>বিট %1 = ১ ✓</translation>
    </message>
    <message>
        <source>bit %1 = 0 ✗</source>
        <translation>বিট %1 = ০ ✗</translation>
    </message>
    <message numerus="yes">
        <source>Adding %1: each of the %n hash function(s) picks one bit to set.</source>
        <translation>
            <numerusform>%1 যোগ করা হচ্ছে: %Lnটি হ্যাশ ফাংশন সেট করার জন্য একটি বিট বেছে নেয়।</numerusform>
            <numerusform>%1 যোগ করা হচ্ছে: %Lnটি হ্যাশ ফাংশনের প্রতিটি সেট করার জন্য একটি করে বিট বেছে নেয়।</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking %1: look at its bits one by one, stopping at the first 0.</source>
        <translation>%1 যাচাই করা হচ্ছে: এর বিটগুলো একে একে দেখুন, প্রথম ০ পেলেই থামুন।</translation>
    </message>
    <message>
        <source>Every bit it needs is 1 now. Check a key, or add another.</source>
        <translation>এর প্রয়োজনীয় সব বিট এখন ১। একটি কী যাচাই করুন, অথবা আরেকটি যোগ করুন।</translation>
    </message>
    <message>
        <source>One 0 bit is proof: had the key been added, that bit would be 1.</source>
        <translation>একটি ০ বিটই প্রমাণ: কী-টি যোগ করা হলে ওই বিটটি ১ হতো।</translation>
    </message>
    <message numerus="yes">
        <source>Each of its bits was set by other keys. A Bloom filter cannot tell the difference.</source>
        <translation>
            <numerusform>এর একমাত্র বিটটি অন্য কোনো কী সেট করেছে। ব্লুম ফিল্টার এই পার্থক্য ধরতে পারে না।</numerusform>
            <numerusform>এর প্রতিটি বিট অন্য কী-গুলো সেট করেছে। ব্লুম ফিল্টার এই পার্থক্য ধরতে পারে না।</numerusform>
        </translation>
    </message>
    <message>
        <source>All its bits are 1. A Bloom filter can only ever say &quot;maybe&quot; here.</source>
        <translation>এর সব বিট ১। এখানে ব্লুম ফিল্টার কেবল &quot;হয়তো&quot; বলতে পারে।</translation>
    </message>
    <message>
        <source>Hash function %1 turns %2 into one big number.</source>
        <translation>হ্যাশ ফাংশন %1, %2-কে একটি বড় সংখ্যায় রূপান্তর করে।</translation>
    </message>
    <message>
        <source>That number is reduced to a position between 0 and %1: bit %2.</source>
        <translation>সেই সংখ্যাকে ০ থেকে %1-এর মধ্যে একটি অবস্থানে নামিয়ে আনা হয়: বিট %2।</translation>
    </message>
    <message>
        <source>Bit %1 was 0. Now it is 1.</source>
        <translation>বিট %1 ছিল ০। এখন এটি ১।</translation>
    </message>
    <message>
        <source>Bit %1 was already 1.</source>
        <translation>বিট %1 আগে থেকেই ১ ছিল।</translation>
    </message>
    <message>
        <source>Bit %1 was already 1, set by %2: the bit is now shared.</source>
        <translation>বিট %1 আগে থেকেই ১ ছিল, সেট করেছিল %2: বিটটি এখন ভাগাভাগি হচ্ছে।</translation>
    </message>
    <message>
        <source>Bit %1 is 0, so %2 was never added. The remaining hashes are not evaluated.</source>
        <translation>বিট %1 হলো ০, তাই %2 কখনো যোগ করা হয়নি। বাকি হ্যাশগুলো আর হিসাব করা হয় না।</translation>
    </message>
    <message>
        <source>Bit %1 is 1. Keep checking.</source>
        <translation>বিট %1 হলো ১। যাচাই চালিয়ে যান।</translation>
    </message>
    <message numerus="yes">
        <source>%1 is added: all %n of its bits are 1.</source>
        <translation>
            <numerusform>%1 যোগ করা হয়েছে: এর %Lnটি বিটই ১।</numerusform>
            <numerusform>%1 যোগ করা হয়েছে: এর %Lnটি বিটের সবগুলোই ১।</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is definitely not present.</source>
        <translation>%1 নিশ্চিতভাবে নেই।</translation>
    </message>
    <message>
        <source>False positive: %1 is reported as maybe present, but it was never added.</source>
        <translation>ফলস পজিটিভ: %1 হয়তো আছে বলে জানানো হয়েছে, কিন্তু এটি কখনো যোগ করা হয়নি।</translation>
    </message>
    <message>
        <source>%1 is maybe present, and it was indeed added.</source>
        <translation>%1 হয়তো আছে, এবং এটি সত্যিই যোগ করা হয়েছিল।</translation>
    </message>
    <message>
        <source>bit %1: set, but by no key on record</source>
        <translation>বিট %1: সেট, কিন্তু রেকর্ডে থাকা কোনো কী এটি সেট করেনি</translation>
    </message>
    <message>
        <source>bit %1: %2</source>
        <translation>বিট %1: %2</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>সরানো হয়েছে</translation>
    </message>
    <message>
        <source>cell %1: %2 → %3</source>
        <translation>ঘর %1: %2 → %3</translation>
    </message>
    <message>
        <source>Removing %1 from the counting filter: each of its counters goes down by one.</source>
        <translation>কাউন্টিং ফিল্টার থেকে %1 সরানো হচ্ছে: এর প্রতিটি কাউন্টার এক করে কমে।</translation>
    </message>
    <message>
        <source>Deleting %1 from the plain filter: the only way is to clear its bits.</source>
        <translation>সাধারণ ফিল্টার থেকে %1 মুছে ফেলা হচ্ছে: এর বিটগুলো মুছে দেওয়াই একমাত্র উপায়।</translation>
    </message>
    <message>
        <source>%1 is removed; the other keys&apos; counts are untouched.</source>
        <translation>%1 সরানো হয়েছে; অন্য কী-গুলোর গণনা অক্ষত আছে।</translation>
    </message>
    <message>
        <source>%1&apos;s bits are cleared. Now check the keys that remain.</source>
        <translation>%1-এর বিটগুলো মুছে দেওয়া হয়েছে। এবার বাকি কী-গুলো যাচাই করুন।</translation>
    </message>
    <message>
        <source>Hash %1 of %2 gives position %3.</source>
        <translation>%2-এর হ্যাশ %1 অবস্থান %3 দেয়।</translation>
    </message>
    <message>
        <source>Bit %1 is cleared to 0.</source>
        <translation>বিট %1 মুছে ০ করা হলো।</translation>
    </message>
    <message>
        <source>Counter %1 is stuck at %2, so it stays there.</source>
        <translation>কাউন্টার %1 মান %2-এ আটকে আছে, তাই সেখানেই থাকে।</translation>
    </message>
    <message>
        <source>Counter %1 goes down: %2 → %3.</source>
        <translation>কাউন্টার %1 কমে: %2 → %3।</translation>
    </message>
    <message>
        <source>Hashes %1 and %2 both chose bit %3, so %4 sets fewer distinct bits than it has hashes.</source>
        <translation>হ্যাশ %1 ও %2 দুটিই বিট %3 বেছে নিয়েছে, তাই %4 তার হ্যাশের সংখ্যার চেয়ে কম আলাদা বিট সেট করে।</translation>
    </message>
    <message>
        <source>Hashes %1 and %2 both chose bit %3: this look adds nothing new.</source>
        <translation>হ্যাশ %1 ও %2 দুটিই বিট %3 বেছে নিয়েছে: এবার দেখে নতুন কিছু জানা যায় না।</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>never</source>
        <translation>কখনো নয়</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>প্রতি %1-এ ১</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%Ln বাইট</numerusform>
            <numerusform>%Ln বাইট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bit(s)</source>
        <translation>
            <numerusform>%Lnটি বিট</numerusform>
            <numerusform>%Lnটি বিট</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 বাইট</translation>
    </message>
</context>
<context>
    <name>NumberSpinBox</name>
    <message>
        <source>This box takes %1 to %2; it keeps its last value.</source>
        <translation>এই ঘরটি %1 থেকে %2 পর্যন্ত নেয়; তাই আগের মানটিই থাকছে।</translation>
    </message>
    <message>
        <source>“%1” is not a number; the box keeps its last value.</source>
        <translation>“%1” কোনো সংখ্যা নয়; তাই ঘরে আগের মানটিই থাকছে।</translation>
    </message>
</context>
<context>
    <name>PageCatalog</name>
    <message>
        <source>Explore</source>
        <translation>অন্বেষণ</translation>
    </message>
    <message>
        <source>Deletion</source>
        <translation>মুছে ফেলা</translation>
    </message>
    <message>
        <source>Scalable</source>
        <translation>স্কেলেবল</translation>
    </message>
    <message>
        <source>FPR lab</source>
        <translation>FPR ল্যাব</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>পাঠ</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>কুইজ</translation>
    </message>
    <message>
        <source>Add and check keys on a small bit array and watch every hash land. A check stops at the first 0 bit, and every false positive is traced back to the keys that set its bits.</source>
        <translation>একটি ছোট বিট অ্যারেতে কী যোগ ও যাচাই করুন এবং প্রতিটি হ্যাশ কোথায় পড়ে তা দেখুন। যাচাই প্রথম ০ বিটেই থেমে যায়, আর প্রতিটি ফলস পজিটিভকে সেই কী-গুলো পর্যন্ত খুঁজে দেখানো হয় যেগুলো এর বিট সেট করেছে।</translation>
    </message>
    <message>
        <source>Clear a key&apos;s bits the naive way and watch other keys vanish. Then see how a counting filter removes keys safely, and where even it goes wrong.</source>
        <translation>সরল পদ্ধতিতে একটি কী-এর বিটগুলো মুছে দিন এবং দেখুন অন্য কী-গুলো কীভাবে হারিয়ে যায়। তারপর দেখুন একটি কাউন্টিং ফিল্টার কীভাবে নিরাপদে কী সরায়, আর কোথায় সেটিও ভুল করে।</translation>
    </message>
    <message>
        <source>Keep adding keys past the design capacity. A fixed filter&apos;s error climbs; a scalable filter adds slices and keeps its error bounded.</source>
        <translation>নকশাকৃত ধারণক্ষমতা ছাড়িয়েও কী যোগ করতে থাকুন। নির্দিষ্ট আকারের ফিল্টারের ত্রুটি বাড়তেই থাকে; স্কেলেবল ফিল্টার নতুন স্লাইস যোগ করে ত্রুটিকে সীমার মধ্যে রাখে।</translation>
    </message>
    <message>
        <source>Move m, n and k and watch the false-positive rate respond, with the formula and real measurements on the same axes. Size a filter for your own data.</source>
        <translation>m, n ও k পরিবর্তন করুন এবং দেখুন ফলস পজিটিভ হার কীভাবে বদলায়, একই অক্ষে সূত্র ও বাস্তব পরিমাপসহ। নিজের ডেটার জন্য ফিল্টারের আকার নির্ধারণ করুন।</translation>
    </message>
    <message>
        <source>Guided lessons from real systems: username checks in front of a database, web-crawler deduplication, LSM-tree SSTables and Safe Browsing.</source>
        <translation>বাস্তব সিস্টেম থেকে নেওয়া ধাপে ধাপে পাঠ: ডেটাবেসের আগে ইউজারনেম যাচাই, ওয়েব-ক্রলারে ডুপ্লিকেট বাদ দেওয়া, LSM-tree-এর SSTable এবং Safe Browsing।</translation>
    </message>
    <message>
        <source>Check what you have learned, from the basics to interview-style trade-offs.</source>
        <translation>যা শিখেছেন তা যাচাই করুন, মৌলিক বিষয় থেকে শুরু করে ইন্টারভিউ-ধাঁচের ট্রেড-অফ পর্যন্ত।</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>সিস্টেম</translation>
    </message>
    <message>
        <source>The articles&apos; systems running for real: a sign-up form in front of SQLite with its filter in this process or in Redis, RocksDB&apos;s filter in every SST file, a web crawler, Safe Browsing and a CDN&apos;s one-hit wonders.</source>
        <translation>নিবন্ধগুলোর সিস্টেম, সত্যিকারভাবে চলমান: SQLite-এর আগে একটি সাইন-আপ ফর্ম, যার ফিল্টার থাকে এই প্রসেসে বা Redis-এ; প্রতিটি SST ফাইলে RocksDB-এর ফিল্টার; একটি ওয়েব ক্রলার; Safe Browsing; আর একটি CDN-এর ওয়ান-হিট ওয়ান্ডার।</translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <source>Back to the start</source>
        <translation>শুরুতে ফিরে যান</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>এক ধাপ পিছনে</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>এক ধাপ পিছনে (বাম অ্যারো কী)</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>চালান বা থামান</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>চালান বা থামান (Space)</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>এক ধাপ সামনে</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>এক ধাপ সামনে (ডান অ্যারো কী)</translation>
    </message>
    <message>
        <source>Show the result</source>
        <translation>ফলাফল দেখান</translation>
    </message>
    <message>
        <source>Jump to the result</source>
        <translation>সরাসরি ফলাফলে যান</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>অ্যানিমেশনের গতি</translation>
    </message>
    <message>
        <source>Animation speed (+ and −)</source>
        <translation>অ্যানিমেশনের গতি (+ ও −)</translation>
    </message>
    <message>
        <source>Animation step</source>
        <translation>অ্যানিমেশনের ধাপ</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>গতি:</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>তাৎক্ষণিক</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>বিরতি (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>চালান (Space)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ধাপ %1 / %2</translation>
    </message>
    <message>
        <source>How long a worked example holds each result</source>
        <translation>সমাধানকৃত উদাহরণ প্রতিটি ফলাফলে কতক্ষণ থামবে</translation>
    </message>
    <message>
        <source>How long a worked example holds each result before the next step</source>
        <translation>পরের ধাপে যাওয়ার আগে সমাধানকৃত উদাহরণ প্রতিটি ফলাফলে কতক্ষণ থামবে</translation>
    </message>
    <message>
        <source>until Space</source>
        <translation>Space চাপা পর্যন্ত</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 সেকেন্ড</translation>
    </message>
    <message>
        <source>Hold:</source>
        <translation>থামার সময়:</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>the animation&apos;s step counter where &quot;Step 2 of 19&quot; does not fit</comment>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>এতে খুঁজুন:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ফাইলের নাম (&amp;N):</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ফাইলের ধরন:</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>ফোল্ডার:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>অন্য নামে সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>খুলুন (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>সংরক্ষণ করুন (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>বেছে নিন (&amp;C)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>পিছনে</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>সামনে</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>পিছনে যান</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>সামনে যান</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>উপরের ফোল্ডার</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>উপরের ফোল্ডারে যান</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>নতুন ফোল্ডার তৈরি করুন</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>নতুন ফোল্ডার তৈরি করুন</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>তালিকা দৃশ্য</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>বিস্তারিত দৃশ্য</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>তালিকা দৃশ্যে যান</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>বিস্তারিত দৃশ্যে যান</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>সাইডবার</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>স্থান ও বুকমার্কের তালিকা</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>সাম্প্রতিক স্থান</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ফাইল</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>ফোল্ডার</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>ফোল্ডার খুঁজুন</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>নতুন ফোল্ডার</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>নতুন ফোল্ডার (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>নাম পরিবর্তন করুন (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>মুছুন (&amp;D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছুন</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>সরান</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>লুকানো ফাইল দেখান (&amp;H)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>সব ফাইল (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>সব ফাইল (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 আগে থেকেই আছে।
আপনি কি এটি প্রতিস্থাপন করতে চান?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ফাইল পাওয়া যায়নি।
ফাইলের নাম সঠিকভাবে দেওয়া হয়েছে কি না, যাচাই করুন।</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ফোল্ডার পাওয়া যায়নি।
ফোল্ডারের নাম সঠিকভাবে দেওয়া হয়েছে কি না, যাচাই করুন।</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>আপনি কি নিশ্চিত যে “%1” মুছে ফেলতে চান?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1” লেখা-সুরক্ষিত।
তবুও কি এটি মুছে ফেলতে চান?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>ফোল্ডারটি মোছা যায়নি।</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>নাম</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>আকার</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>ধরন</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>পরিবর্তনের তারিখ</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>কম্পিউটার</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>আমার কম্পিউটার</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>পূর্বাবস্থায় ফেরান (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>পুনরায় করুন (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>কাটুন (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>অনুলিপি করুন (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>সাঁটুন (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>মুছুন</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>সব নির্বাচন করুন</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>সংরক্ষণ করবেন না</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>হ্যাঁ (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>না (&amp;N)</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>Show a hin&amp;t</source>
        <translation>ইঙ্গিত দেখান (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>যাচাই করুন (&amp;C)</translation>
    </message>
    <message>
        <source>Rec&amp;ord the points I covered</source>
        <translation>আমার বলা বিষয়গুলো রেকর্ড করুন (&amp;O)</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>আমাকে দেখান (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>পরবর্তী প্রশ্ন (&amp;N)</translation>
    </message>
    <message>
        <source>This question has no translation yet, so it is shown in English.</source>
        <translation>এই প্রশ্নের এখনো অনুবাদ হয়নি, তাই এটি ইংরেজিতে দেখানো হচ্ছে।</translation>
    </message>
    <message>
        <source>The question</source>
        <translation>প্রশ্ন</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>আপনার উত্তর</translation>
    </message>
    <message>
        <source>Write your answer as you would say it in an interview, then compare it with the model answer.</source>
        <translation>ইন্টারভিউতে যেভাবে বলতেন, সেভাবে আপনার উত্তর লিখুন, তারপর নমুনা উত্তরের সঙ্গে মিলিয়ে দেখুন।</translation>
    </message>
    <message>
        <source>Open the lesson step or page that teaches this</source>
        <translation>যে পাঠের ধাপ বা পাতা এটি শেখায়, সেটি খুলুন</translation>
    </message>
    <message>
        <source>Recorded: you covered %1 of %2 key points.</source>
        <translation>রেকর্ড করা হয়েছে: %2টি মূল বিষয়ের মধ্যে আপনি %1টি বলেছেন।</translation>
    </message>
    <message>
        <source>%1 · a drill with new numbers each time</source>
        <translation>%1 · প্রতিবার নতুন সংখ্যায় হিসাবের অনুশীলন</translation>
    </message>
    <message>
        <source>Show the model &amp;answer</source>
        <translation>নমুনা উত্তর দেখান (&amp;A)</translation>
    </message>
    <message>
        <source>Pick every option you think is right first.</source>
        <translation>আগে যে বিকল্পগুলো সঠিক মনে করেন, সবগুলো বেছে নিন।</translation>
    </message>
    <message>
        <source>Pick an option first.</source>
        <translation>আগে একটি বিকল্প বেছে নিন।</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>সঠিক।</translation>
    </message>
    <message>
        <source>Not quite: the marks under each option say why.</source>
        <translation>পুরোপুরি ঠিক নয়: প্রতিটি বিকল্পের নিচের চিহ্ন কারণটি বলে দেয়।</translation>
    </message>
    <message>
        <source>Right. The answer: %1.</source>
        <translation>সঠিক। উত্তর: %1।</translation>
    </message>
    <message>
        <source>Not quite. The answer: %1.</source>
        <translation>পুরোপুরি ঠিক নয়। সঠিক উত্তর: %1।</translation>
    </message>
    <message>
        <source>**Model answer**</source>
        <translation>**নমুনা উত্তর**</translation>
    </message>
    <message>
        <source>Tick the key points your answer covered.</source>
        <translation>আপনার উত্তরে যে মূল বিষয়গুলো এসেছে, সেগুলোতে টিক দিন।</translation>
    </message>
    <message>
        <source>%1 · difficulty %2 of %3</source>
        <translation>%1 · কাঠিন্য %2 / %3</translation>
    </message>
    <message>
        <source>Answer and &amp;go on</source>
        <translation>উত্তর দিয়ে এগিয়ে যান (&amp;G)</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%Ln ভোট</numerusform>
            <numerusform>%Ln ভোট</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal the answer (Space)</source>
        <translation>উত্তর দেখান (Space)</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>উত্তর: %1।</translation>
    </message>
    <message>
        <source>Key points:</source>
        <translation>মূল বিষয়গুলো:</translation>
    </message>
    <message>
        <source>%1 · difficulty %2 of %3 · on a live demo</source>
        <translation>%1 · কাঠিন্য %2 / %3 · লাইভ ডেমোতে</translation>
    </message>
    <message>
        <source>S&amp;kip this question</source>
        <translation>এই প্রশ্নটি বাদ দিন (&amp;K)</translation>
    </message>
    <message>
        <source>You should have picked this one.</source>
        <translation>এই সঠিক বিকল্পটিও আপনার বেছে নেওয়া উচিত ছিল।</translation>
    </message>
    <message>
        <source>Write your answer as you would say it in an interview. The model answer is shown beside it in the review at the end.</source>
        <translation>ইন্টারভিউতে যেভাবে বলতেন, সেভাবে আপনার উত্তর লিখুন। শেষে পর্যালোচনায় নমুনা উত্তর এর পাশে দেখানো হবে।</translation>
    </message>
    <message>
        <source>You have not answered this question. Press again to go on without an answer.</source>
        <translation>আপনি এই প্রশ্নের উত্তর দেননি। উত্তর ছাড়াই এগোতে আবার চাপুন।</translation>
    </message>
</context>
<context>
    <name>QuizBank</name>
    <message>
        <source>The core guarantee</source>
        <translation>মূল নিশ্চয়তা</translation>
    </message>
    <message>
        <source>False positives</source>
        <translation>ফলস পজিটিভ</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>খরচ</translation>
    </message>
    <message>
        <source>Why no delete</source>
        <translation>কেন মুছে ফেলা যায় না</translation>
    </message>
    <message>
        <source>Counting filters</source>
        <translation>কাউন্টিং ফিল্টার</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>আকার নির্ধারণ</translation>
    </message>
    <message>
        <source>The best k</source>
        <translation>সেরা k</translation>
    </message>
    <message>
        <source>Overfilling</source>
        <translation>সীমার বেশি ভরাট</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>প্রতি কী-তে বিট</translation>
    </message>
    <message>
        <source>Hashing</source>
        <translation>হ্যাশিং</translation>
    </message>
    <message>
        <source>Blocked filters</source>
        <translation>ব্লকড ফিল্টার</translation>
    </message>
    <message>
        <source>Scalable filters</source>
        <translation>স্কেলেবল ফিল্টার</translation>
    </message>
    <message>
        <source>Union of filters</source>
        <translation>ফিল্টারের ইউনিয়ন</translation>
    </message>
    <message>
        <source>Storage engines</source>
        <translation>স্টোরেজ ইঞ্জিন</translation>
    </message>
    <message>
        <source>Cache penetration</source>
        <translation>ক্যাশ পেনিট্রেশন</translation>
    </message>
    <message>
        <source>Crawlers</source>
        <translation>ক্রলার</translation>
    </message>
    <message>
        <source>Safe Browsing</source>
        <translation>Safe Browsing</translation>
    </message>
    <message>
        <source>One-hit wonders</source>
        <translation>ওয়ান-হিট ওয়ান্ডার</translation>
    </message>
    <message>
        <source>Chosen keys and seeds</source>
        <translation>বেছে নেওয়া কী আর সিড</translation>
    </message>
    <message>
        <source>When not to use one</source>
        <translation>কখন ব্যবহার করবেন না</translation>
    </message>
    <message>
        <source>Cuckoo filters</source>
        <translation>কাক্কু ফিল্টার</translation>
    </message>
    <message>
        <source>When false negatives happen</source>
        <translation>ফলস নেগেটিভ কখন ঘটে</translation>
    </message>
</context>
<context>
    <name>QuizPage</name>
    <message>
        <source>One question at a time, with feedback on every option. Three right in a row without a hint marks a topic practised; right again in a mixed review on another day marks it mastered. Missed questions come back another time.</source>
        <translation>একবারে একটি প্রশ্ন, প্রতিটি বিকল্পের ব্যাখ্যাসহ। ইঙ্গিত ছাড়া পরপর তিনটি সঠিক উত্তর দিলে বিষয়টি “অনুশীলিত” হিসেবে চিহ্নিত হয়; অন্য কোনো দিন মিশ্র পুনরালোচনায় আবার সঠিক হলে সেটি “আয়ত্ত” হিসেবে চিহ্নিত হয়। ভুল হওয়া প্রশ্নগুলো পরে আবার আসে।</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>বিষয়</translation>
    </message>
    <message>
        <source>Choose a topic to practise, or all topics for a mixed review</source>
        <translation>অনুশীলনের জন্য একটি বিষয় বেছে নিন, অথবা মিশ্র পুনরালোচনার জন্য সব বিষয়</translation>
    </message>
    <message>
        <source>All topics: a mixed review</source>
        <translation>সব বিষয়: মিশ্র পুনরালোচনা</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2টির মধ্যে %1টি সঠিক</translation>
    </message>
    <message>
        <source>practised</source>
        <translation>অনুশীলিত</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>আয়ত্ত</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Interview answers, graded by you: %1 of %2 key points covered.</source>
        <translation>ইন্টারভিউ-ধাঁচের উত্তর, আপনার নিজের মূল্যায়নে: %2টি মূল বিষয়ের মধ্যে %1টি এসেছে।</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>অগ্রগতি রিসেট করুন</translation>
    </message>
    <message>
        <source>Forget every topic&apos;s progress and the missed questions? This cannot be undone.</source>
        <translation>প্রতিটি বিষয়ের অগ্রগতি আর ভুল হওয়া প্রশ্নগুলোর হিসাব মুছে ফেলবেন? এটি আর ফেরানো যাবে না।</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>অনুশীলন (&amp;P)</translation>
    </message>
    <message>
        <source>Mock &amp;interview</source>
        <translation>মক ইন্টারভিউ (&amp;I)</translation>
    </message>
    <message>
        <source>Class&amp;room</source>
        <translation>ক্লাসরুম (&amp;R)</translation>
    </message>
    <message>
        <source>Reset pro&amp;gress…</source>
        <translation>অগ্রগতি রিসেট করুন (&amp;G)…</translation>
    </message>
    <message>
        <source>E&amp;xport results…</source>
        <translation>ফলাফল রপ্তানি… (&amp;X)</translation>
    </message>
    <message>
        <source>Save every topic&apos;s answers, streak and mastery for a spreadsheet</source>
        <translation>প্রতিটি বিষয়ের উত্তর, টানা সঠিকের সংখ্যা ও দক্ষতা স্প্রেডশিটের জন্য সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>ফলাফল রপ্তানি করুন</translation>
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation>quiz-results.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
</context>
<context>
    <name>ResultSheet</name>
    <message>
        <source>%1 (as shown)</source>
        <translation>%1 (পর্দায় যেমন দেখানো হয়েছে)</translation>
    </message>
</context>
<context>
    <name>ResultsTable</name>
    <message>
        <source>Results</source>
        <translation>ফলাফল</translation>
    </message>
</context>
<context>
    <name>RunBar</name>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Progress of the run</source>
        <translation>চালানোর অগ্রগতি</translation>
    </message>
</context>
<context>
    <name>SafeBrowsingController</name>
    <message>
        <source>Cancelled. The last finished run is still shown.</source>
        <translation>বাতিল করা হয়েছে। সর্বশেষ সম্পূর্ণ চালানোর ফলাফলই দেখানো হচ্ছে।</translation>
    </message>
    <message>
        <source>Not enough memory for the list, its filter and its prefix set: this needs about %1 and %2 is available. Choose a shorter list or a larger false-positive rate.</source>
        <translation>তালিকা, এর ফিল্টার আর এর প্রিফিক্স সেটের জন্য যথেষ্ট মেমরি নেই: এর জন্য প্রায় %1 লাগবে, অথচ উপলব্ধ আছে %2। আরও ছোট তালিকা বা আরও বড় ফলস পজিটিভ হার বেছে নিন।</translation>
    </message>
    <message>
        <source>Choose a list of %1 to %2 URLs.</source>
        <translation>%1 থেকে %2টি URL-এর একটি তালিকা বেছে নিন।</translation>
    </message>
    <message>
        <source>Choose %1 to %2 URLs to check.</source>
        <translation>যাচাইয়ের জন্য %1 থেকে %2টি URL বেছে নিন।</translation>
    </message>
    <message>
        <source>The share of visits to listed URLs must be between %1 and %2.</source>
        <translation>তালিকাভুক্ত URL-এ ভিজিটের অংশ %1 থেকে %2-এর মধ্যে হতে হবে।</translation>
    </message>
    <message>
        <source>definitely not listed, answered in the browser without a round trip</source>
        <translation>নিশ্চিতভাবে তালিকায় নেই, কোনো রাউন্ড ট্রিপ ছাড়াই ব্রাউজারেই উত্তর দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>maybe, so the server was asked for the full hashes: not listed. A false positive, one round trip for nothing</source>
        <translation>হয়তো, তাই সার্ভারের কাছে পুরো হ্যাশগুলো চাওয়া হয়েছে: তালিকায় নেই। একটি ফলস পজিটিভ, অকারণে একটি রাউন্ড ট্রিপ</translation>
    </message>
    <message>
        <source>maybe, so the server was asked for the full hashes: listed. The browser warns before opening the page</source>
        <translation>হয়তো, তাই সার্ভারের কাছে পুরো হ্যাশগুলো চাওয়া হয়েছে: তালিকায় আছে। পৃষ্ঠাটি খোলার আগে ব্রাউজার সতর্ক করে</translation>
    </message>
    <message>
        <source>Building a list of %1 URLs, shipping it both ways, then browsing %2 URLs…</source>
        <translation>%1টি URL-এর একটি তালিকা তৈরি করে দুইভাবে পাঠানো হচ্ছে, তারপর %2টি URL ব্রাউজ করা হচ্ছে…</translation>
    </message>
    <message>
        <source>Run the browsing first: a URL is checked against the list that run built.</source>
        <translation>আগে ব্রাউজিং চালান: একটি URL যাচাই করা হয় সেই চালানোয় তৈরি তালিকার সঙ্গে মিলিয়ে।</translation>
    </message>
    <message>
        <source>Type a URL to check.</source>
        <translation>যাচাই করতে একটি URL লিখুন।</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>যাচাই করা হচ্ছে…</translation>
    </message>
    <message>
        <source>%1 — the Bloom filter and the prefix set alike: %2.</source>
        <translation>%1 — ব্লুম ফিল্টার ও প্রিফিক্স সেট দুটিরই উত্তর: %2।</translation>
    </message>
    <message>
        <source>%1 — Bloom filter: %2. Prefix set: %3.</source>
        <translation>%1 — ব্লুম ফিল্টার: %2। প্রিফিক্স সেট: %3।</translation>
    </message>
    <message>
        <source>checks each URL it opens</source>
        <translation>যে URL খোলে, তার প্রতিটি যাচাই করে</translation>
    </message>
    <message>
        <source>a Bloom filter</source>
        <translation>একটি ব্লুম ফিল্টার</translation>
    </message>
    <message>
        <source>a prefix set</source>
        <translation>একটি প্রিফিক্স সেট</translation>
    </message>
    <message>
        <source>the full list</source>
        <translation>পুরো তালিকা</translation>
    </message>
    <message>
        <source>a URL</source>
        <translation>একটি URL</translation>
    </message>
    <message>
        <source>maybe: full hashes?</source>
        <translation>হয়তো: পুরো হ্যাশ?</translation>
    </message>
    <message>
        <source>definitely not listed</source>
        <translation>নিশ্চিতভাবে তালিকায় নেই</translation>
    </message>
    <message>
        <source>%1 listed visits</source>
        <translation>তালিকাভুক্ত URL-এ %1টি ভিজিট</translation>
    </message>
    <message>
        <source>Bloom filter · %1</source>
        <translation>ব্লুম ফিল্টার · %1</translation>
    </message>
    <message>
        <source>prefix set · %1</source>
        <translation>প্রিফিক্স সেট · %1</translation>
    </message>
    <message>
        <source>%1 full SHA-256 hashes</source>
        <translation>%1টি পুরো SHA-256 হ্যাশ</translation>
    </message>
    <message>
        <source>%1 URLs</source>
        <translation>%1টি URL</translation>
    </message>
    <message>
        <source>%1 maybe (%2 false)</source>
        <translation>%1টি হয়তো (%2টি ভুল)</translation>
    </message>
    <message>
        <source>%1 definitely not listed</source>
        <translation>%1টি নিশ্চিতভাবে তালিকায় নেই</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Same list, same browsing</source>
        <translation>একই তালিকা, একই ব্রাউজিং</translation>
    </message>
    <message>
        <source>Bloom filter (Chrome until 2011)</source>
        <translation>ব্লুম ফিল্টার (২০১১ পর্যন্ত Chrome)</translation>
    </message>
    <message>
        <source>Prefix set (Update API v4)</source>
        <translation>প্রিফিক্স সেট (Update API v4)</translation>
    </message>
    <message>
        <source>URLs on the list</source>
        <translation>তালিকায় URL</translation>
    </message>
    <message>
        <source>Entries shipped (distinct 4-byte prefixes)</source>
        <translation>পাঠানো এন্ট্রি (ভিন্ন ভিন্ন ৪-বাইট প্রিফিক্স)</translation>
    </message>
    <message>
        <source>Bytes shipped</source>
        <translation>পাঠানো বাইট</translation>
    </message>
    <message>
        <source>%1 (BloomLab&apos;s file format)</source>
        <translation>%1 (BloomLab-এর ফাইল ফরম্যাট)</translation>
    </message>
    <message>
        <source>%1 (Rice-coded)</source>
        <translation>%1 (Rice কোডিংয়ে)</translation>
    </message>
    <message>
        <source>Bytes per list entry</source>
        <translation>তালিকার প্রতি এন্ট্রিতে বাইট</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>গঠন</translation>
    </message>
    <message>
        <source>%1 bits, k = %2</source>
        <translation>%1 বিট, k = %2</translation>
    </message>
    <message>
        <source>Rice parameter %1</source>
        <translation>Rice প্যারামিটার %1</translation>
    </message>
    <message>
        <source>Uncompressed</source>
        <translation>সংকোচন ছাড়া</translation>
    </message>
    <message>
        <source>%1 (4 bytes a prefix)</source>
        <translation>%1 (প্রতি প্রিফিক্সে ৪ বাইট)</translation>
    </message>
    <message>
        <source>The filter&apos;s bits as one decimal number</source>
        <translation>একটি দশমিক সংখ্যা হিসেবে ফিল্টারের বিটগুলো</translation>
    </message>
    <message>
        <source>%1 digits</source>
        <translation>%1টি অঙ্ক</translation>
    </message>
    <message>
        <source>… as base64</source>
        <translation>… Base64 হিসেবে</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>%1টি অক্ষর</translation>
    </message>
    <message>
        <source>URLs checked (of them listed)</source>
        <translation>যাচাই করা URL (এর মধ্যে তালিকাভুক্ত)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Round trips avoided (definitely not listed)</source>
        <translation>এড়ানো রাউন্ড ট্রিপ (নিশ্চিতভাবে তালিকায় নেই)</translation>
    </message>
    <message>
        <source>Round trips to the server (maybe)</source>
        <translation>সার্ভারে রাউন্ড ট্রিপ (হয়তো)</translation>
    </message>
    <message>
        <source>… for unlisted URLs (false positives)</source>
        <translation>… তালিকায় না থাকা URL-এর জন্য (ফলস পজিটিভ)</translation>
    </message>
    <message>
        <source>… for listed URLs (caught)</source>
        <translation>… তালিকাভুক্ত URL-এর জন্য (ধরা পড়েছে)</translation>
    </message>
    <message>
        <source>False-positive rate, measured</source>
        <translation>ফলস পজিটিভ হার, পরিমাপকৃত</translation>
    </message>
    <message>
        <source>False-positive rate, expected</source>
        <translation>ফলস পজিটিভ হার, প্রত্যাশিত</translation>
    </message>
    <message>
        <source>The Bloom filter shipped %1 and the prefix set %2. Of %3 visits to unlisted pages, the filter sent %4 to the server for nothing and the prefix set %5. Of %6 visits to listed pages, the filter caught %7 and the prefix set %8. Type a URL below to follow one check.</source>
        <translation>ব্লুম ফিল্টার পাঠিয়েছে %1, আর প্রিফিক্স সেট %2। তালিকায় না থাকা পৃষ্ঠায় %3টি ভিজিটের মধ্যে ফিল্টার %4টি অকারণে সার্ভারে পাঠিয়েছে, আর প্রিফিক্স সেট %5টি। তালিকাভুক্ত পৃষ্ঠায় %6টি ভিজিটের মধ্যে ফিল্টার ধরেছে %7টি, আর প্রিফিক্স সেট %8টি। একটি যাচাই ধাপে ধাপে দেখতে নিচে একটি URL লিখুন।</translation>
    </message>
</context>
<context>
    <name>SafeBrowsingTab</name>
    <message>
        <source>A browser checks every page it opens against Google&apos;s list of malicious URLs, without sending each address away. Chrome kept a Bloom filter of the list for this until 2011, then replaced it with a prefix set: the URLs&apos; 32-bit hash prefixes, sorted and stored as the differences between neighbours (Chromium change “PrefixSet as an alternate to BloomFilter”, 2011). Google&apos;s Safe Browsing Update API v4 ships 4-byte SHA-256 prefixes, Rice-Golomb compressed, and the browser asks the server for the full hashes only when a URL matches locally (Safe Browsing v4 Update API documentation). Since 2024, Chrome&apos;s standard protection also checks URLs in real time through a privacy relay (Google Online Security Blog, March 2024). Here both local lists are built from one list and face the same browsing.</source>
        <translation>একটি ব্রাউজার যে পৃষ্ঠাই খোলে, প্রতিটি ঠিকানা বাইরে না পাঠিয়েই সেটিকে Google-এর ক্ষতিকর URL-এর তালিকার সঙ্গে মিলিয়ে যাচাই করে। এ কাজের জন্য Chrome ২০১১ পর্যন্ত তালিকাটির একটি ব্লুম ফিল্টার রাখত, তারপর সেটির জায়গায় আনে একটি প্রিফিক্স সেট: URL-গুলোর ৩২-বিট হ্যাশ প্রিফিক্স, সাজানো অবস্থায় প্রতিবেশীদের মধ্যের পার্থক্য হিসেবে জমা রাখা (Chromium change “PrefixSet as an alternate to BloomFilter”, ২০১১)। Google-এর Safe Browsing Update API v4 পাঠায় ৪-বাইটের SHA-২৫৬ প্রিফিক্স, Rice-Golomb পদ্ধতিতে সংকুচিত, আর কোনো URL স্থানীয়ভাবে মিলে গেলে তবেই ব্রাউজার সার্ভারের কাছে পুরো হ্যাশগুলো চায় (Safe Browsing v4 Update API-এর ডকুমেন্টেশন)। ২০২৪ থেকে Chrome-এর স্ট্যান্ডার্ড সুরক্ষা একটি গোপনীয়তা রিলের মাধ্যমে রিয়েল টাইমেও URL যাচাই করে (Google Online Security Blog, মার্চ ২০২৪)। এখানে দুটি স্থানীয় তালিকাই একই তালিকা থেকে তৈরি হয় আর একই ব্রাউজিংয়ের মুখোমুখি হয়।</translation>
    </message>
    <message>
        <source>Browser</source>
        <translation>ব্রাউজার</translation>
    </message>
    <message>
        <source>Local list</source>
        <translation>স্থানীয় তালিকা</translation>
    </message>
    <message>
        <source>Safe Browsing server</source>
        <translation>Safe Browsing সার্ভার</translation>
    </message>
    <message>
        <source>safe-browsing-results.csv</source>
        <translation>safe-browsing-results.csv</translation>
    </message>
    <message>
        <source>List and browsing</source>
        <translation>তালিকা ও ব্রাউজিং</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>যে ফলস পজিটিভ হারের জন্য ফিল্টারের আকার ঠিক করা হবে</translation>
    </message>
    <message>
        <source>Ship the list and browse</source>
        <translation>তালিকা পাঠিয়ে ব্রাউজ করুন</translation>
    </message>
    <message>
        <source>URLs on the list:</source>
        <translation>তালিকায় URL:</translation>
    </message>
    <message>
        <source>URLs the browser opens:</source>
        <translation>ব্রাউজার যতগুলো URL খোলে:</translation>
    </message>
    <message>
        <source>Share of them on the list:</source>
        <translation>এর মধ্যে তালিকায় থাকা অংশ:</translation>
    </message>
    <message>
        <source>Filter&apos;s false-positive rate:</source>
        <translation>ফিল্টারের ফলস পজিটিভ হার:</translation>
    </message>
    <message>
        <source>One URL</source>
        <translation>একটি URL</translation>
    </message>
    <message>
        <source>Bloom filter (until 2011)</source>
        <translation>ব্লুম ফিল্টার (২০১১ পর্যন্ত)</translation>
    </message>
    <message>
        <source>Prefix set (v4)</source>
        <translation>প্রিফিক্স সেট (v4)</translation>
    </message>
    <message>
        <source>A URL, exactly as listed, e.g. one of the examples</source>
        <translation>একটি URL, তালিকায় যেমন আছে হুবহু তেমন, যেমন উদাহরণগুলোর একটি</translation>
    </message>
    <message>
        <source>URL to check</source>
        <translation>যাচাই করার URL</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>যাচাই করুন</translation>
    </message>
    <message>
        <source>A listed URL</source>
        <translation>একটি তালিকাভুক্ত URL</translation>
    </message>
    <message>
        <source>An unlisted URL</source>
        <translation>তালিকায় নেই এমন একটি URL</translation>
    </message>
    <message>
        <source>The diagram follows:</source>
        <translation>ডায়াগ্রাম অনুসরণ করে:</translation>
    </message>
    <message>
        <source>URL to check against the list the run built:</source>
        <translation>চালানোয় তৈরি তালিকার সঙ্গে মিলিয়ে যাচাই করার URL:</translation>
    </message>
</context>
<context>
    <name>ScalableController</name>
    <message>
        <source>Feed %1 keys</source>
        <translation>%1টি কী দেওয়া</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>আবার শুরু</translation>
    </message>
    <message>
        <source>This lesson stops at %1 keys, %2 times the capacity: the point is made.</source>
        <translation>এই পাঠ %1টি কী-তে থামে, যা ধারণক্ষমতার %2 গুণ: যা বোঝানোর ছিল, তা বোঝানো হয়েছে।</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>সেশন খোলা</translation>
    </message>
    <message>
        <source>The next slice would take the two filters past %1, the most this page holds in memory: the point is made. Start over with a smaller capacity or a looser rate to feed further.</source>
        <translation>পরের অংশটি যোগ হলে দুটি ফিল্টার মিলে %1 ছাড়িয়ে যাবে, যা এই পৃষ্ঠার জন্য মেমরির সর্বোচ্চ সীমা: যা বোঝানোর ছিল, তা বোঝানো হয়েছে। আরও কী দিতে চাইলে কম ধারণক্ষমতা বা আরও শিথিল লক্ষ্য হার নিয়ে আবার শুরু করুন।</translation>
    </message>
</context>
<context>
    <name>ScalableModel</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 বনাম %2</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>কী</translation>
    </message>
    <message>
        <source>Fixed FPR</source>
        <translation>নির্দিষ্ট ফিল্টারের
FPR</translation>
    </message>
    <message>
        <source>Scalable FPR</source>
        <translation>স্কেলেবল ফিল্টারের
FPR</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>ঊর্ধ্বসীমা</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>অংশ</translation>
    </message>
    <message>
        <source>Memory:
fixed vs scalable</source>
        <translation>মেমরি:
নির্দিষ্ট বনাম স্কেলেবল</translation>
    </message>
</context>
<context>
    <name>ScalablePage</name>
    <message>
        <source>Scalable</source>
        <translation>স্কেলেবল</translation>
    </message>
    <message>
        <source>A Bloom filter is sized for a capacity. Feed it more keys and its error climbs. A scalable filter (Almeida et al., 2007) opens a new, tighter slice whenever one fills, so its compound error stays under the target.</source>
        <translation>একটি ব্লুম ফিল্টারের আকার একটি নির্দিষ্ট ধারণক্ষমতার জন্য ঠিক করা হয়। এর চেয়ে বেশি কী দিলে ত্রুটি বাড়তে থাকে। স্কেলেবল ফিল্টার (Almeida et al., ২০০৭) একটি অংশ (slice) ভরে গেলেই আরও কঠোর একটি নতুন অংশ খোলে, ফলে এর সম্মিলিত ত্রুটি লক্ষ্যমাত্রার নিচে থাকে।</translation>
    </message>
</context>
<context>
    <name>ScalableParametersBar</name>
    <message>
        <source>Initial capacity</source>
        <translation>প্রাথমিক ধারণক্ষমতা</translation>
    </message>
    <message>
        <source>Target false-positive rate</source>
        <translation>লক্ষ্য ফলস পজিটিভ হার</translation>
    </message>
    <message>
        <source>Growth factor</source>
        <translation>বৃদ্ধির গুণক</translation>
    </message>
    <message>
        <source>Each slice holds this many times the keys of the one before</source>
        <translation>প্রতিটি অংশ আগের অংশের এত গুণ কী ধারণ করে</translation>
    </message>
    <message>
        <source>Tightening ratio</source>
        <translation>কঠোরকরণের অনুপাত</translation>
    </message>
    <message>
        <source>Each slice&apos;s error budget is this times the one before</source>
        <translation>প্রতিটি অংশের ত্রুটি বাজেট আগের অংশের এত গুণ</translation>
    </message>
    <message>
        <source>&amp;Start over</source>
        <translation>আবার শুরু (&amp;S)</translation>
    </message>
    <message>
        <source>Empty both filters and build them with these settings</source>
        <translation>দুটি ফিল্টারই খালি করে এই সেটিংস দিয়ে নতুন করে তৈরি করুন</translation>
    </message>
    <message>
        <source>&amp;Capacity:</source>
        <translation>ধারণক্ষমতা (&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Target p:</source>
        <translation>লক্ষ্য p (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Growth s:</source>
        <translation>বৃদ্ধি s (&amp;G):</translation>
    </message>
    <message>
        <source>Tightening &amp;r:</source>
        <translation>কঠোরকরণ r (&amp;R):</translation>
    </message>
    <message>
        <source>Not used yet: Start over builds the filters with these settings.</source>
        <translation>এখনো প্রয়োগ হয়নি: “আবার শুরু” চাপলে এই সেটিংস দিয়ে ফিল্টার তৈরি হবে।</translation>
    </message>
</context>
<context>
    <name>SchemesStage</name>
    <message>
        <source>Hash schemes compared</source>
        <translation>হ্যাশ স্কিমগুলোর তুলনা</translation>
    </message>
    <message>
        <source>The same experiment with each hash scheme: m = %1, k = %2, n = %3, %4 probes. A tiny filter with many hashes is where a weak scheme shows.</source>
        <translation>প্রতিটি হ্যাশ স্কিম দিয়ে একই পরীক্ষা: m = %1, k = %2, n = %3, %4টি যাচাই। অনেক হ্যাশসহ একটি ছোট্ট ফিল্টারেই দুর্বল স্কিম ধরা পড়ে।</translation>
    </message>
    <message>
        <source>Com&amp;pare schemes</source>
        <translation>স্কিমগুলো তুলনা করুন (&amp;P)</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>স্কিম</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>পরিমাপকৃত</translation>
    </message>
    <message>
        <source>Exact theory</source>
        <translation>নির্ভুল তাত্ত্বিক মান</translation>
    </message>
    <message>
        <source>Excess</source>
        <translation>অতিরিক্ত</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>কারণ</translation>
    </message>
    <message>
        <source>The article&apos;s h·31 + byte</source>
        <translation>নিবন্ধের h·৩১ + byte</translation>
    </message>
    <message>
        <source>Keys that differ only in their last characters get nearly the same hash, so their bits cluster: the filter acts as if it were much smaller.</source>
        <translation>যে কী-গুলো কেবল শেষের অক্ষরে আলাদা, সেগুলোর হ্যাশ প্রায় একই হয়, ফলে তাদের বিটগুলো কাছাকাছি জড়ো হয়: ফিল্টারটি এমন আচরণ করে যেন এটি অনেক ছোট।</translation>
    </message>
    <message>
        <source>Plain double hashing</source>
        <translation>সাধারণ ডাবল হ্যাশিং</translation>
    </message>
    <message>
        <source>h1 + i·h2 mod m: when h2 shares a factor with m, a key&apos;s probes cycle over a few cells and set fewer than k bits. Popular libraries shipped this and saw rates above theory.</source>
        <translation>h1 + i·h2 mod m: h2 ও m-এর কোনো সাধারণ উৎপাদক থাকলে একটি কী-এর অবস্থানগুলো অল্প কয়েকটি ঘরের মধ্যেই ঘুরতে থাকে এবং k-এর চেয়ে কম বিট সেট হয়। জনপ্রিয় লাইব্রেরিগুলো এই পদ্ধতি ব্যবহার করেছিল এবং তত্ত্বের চেয়ে বেশি হার পেয়েছিল।</translation>
    </message>
    <message>
        <source>Enhanced double hashing, unmixed (BloomLab 0.1)</source>
        <translation>উন্নত ডাবল হ্যাশিং, মিশ্রণ ছাড়া (BloomLab ০.১)</translation>
    </message>
    <message>
        <source>The cubic term breaks those cycles, but multiply-shift keeps only the top bits of a + i·b + (i³ − i)/6: when b is small the k probes crowd into neighbouring cells, about one key in m/2.</source>
        <translation>ঘন (cubic) পদটি সেই চক্রগুলো ভেঙে দেয়, কিন্তু গুণ-ও-সরণ (multiply-shift) পদ্ধতি a + i·b + (i³ − i)/৬-এর কেবল ওপরের বিটগুলো রাখে: b ছোট হলে k-টি অবস্থান পাশাপাশি ঘরগুলোতে গাদাগাদি করে, মোটামুটি প্রতি m/২টি কী-এর একটিতে।</translation>
    </message>
    <message>
        <source>Enhanced double hashing, remixed (default)</source>
        <translation>উন্নত ডাবল হ্যাশিং, পুনর্মিশ্রিত (ডিফল্ট)</translation>
    </message>
    <message>
        <source>Each a + i·b + (i³ − i)/6 is remixed before the reduction, so the k positions behave as independent ones and the measured rate matches theory.</source>
        <translation>প্রতিটি a + i·b + (i³ − i)/৬-কে অবস্থানে নামিয়ে আনার আগে আবার মিশ্রিত করা হয়, ফলে k-টি অবস্থান পরস্পর স্বাধীন অবস্থানের মতো আচরণ করে এবং পরিমাপকৃত হার তত্ত্বের সঙ্গে মিলে যায়।</translation>
    </message>
    <message>
        <source>%1 times the theory</source>
        <translation>তত্ত্বের %1 গুণ</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 লেখা যাচ্ছে না: %2</translation>
    </message>
</context>
<context>
    <name>ScriptTexts</name>
    <message>
        <source>Usernames: 16 bits, k = 3</source>
        <translation>ইউজারনেম: ১৬ বিট, k = ৩</translation>
    </message>
    <message>
        <source>Fruit table: 8 bits, k = 3</source>
        <translation>ফলের টেবিল: ৮ বিট, k = ৩</translation>
    </message>
    <message>
        <source>Tiger and cow: 10 bits, k = 1</source>
        <translation>tiger ও cow: ১০ বিট, k = ১</translation>
    </message>
    <message>
        <source>The username article: seyi_codes and aderonke are added, then john_doe and tiwa_codes are checked. Watch which bits they share.</source>
        <translation>ইউজারনেম নিবন্ধ: seyi_codes ও aderonke যোগ করা হয়, তারপর john_doe ও tiwa_codes যাচাই করা হয়। লক্ষ করুন তারা কোন কোন বিট ভাগাভাগি করে।</translation>
    </message>
    <message>
        <source>The fruit table: apple and mango are added to 8 bits; then grape is checked.</source>
        <translation>ফলের টেবিল: ৮ বিটে apple ও mango যোগ করা হয়; তারপর grape যাচাই করা হয়।</translation>
    </message>
    <message>
        <source>One hash, 10 bits: tiger is added; then cow is checked and lands on the same bit.</source>
        <translation>একটি হ্যাশ, ১০ বিট: tiger যোগ করা হয়; তারপর cow যাচাই করা হয় এবং সেটি একই বিটে পড়ে।</translation>
    </message>
    <message>
        <source>Reset to the article</source>
        <translation>নিবন্ধের অবস্থায় ফেরানো</translation>
    </message>
    <message>
        <source>Hazard: remove a false positive</source>
        <translation>ঝুঁকি: একটি ফলস পজিটিভ সরানো</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. tiwa_codes never is.</source>
        <translation>seyi_codes ও aderonke যোগ করা হয়েছে। tiwa_codes কখনো যোগ করা হয় না।</translation>
    </message>
    <message>
        <source>Hazard: remove a key never added</source>
        <translation>ঝুঁকি: কখনো যোগ না করা একটি কী সরানো</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. john_doe never is.</source>
        <translation>seyi_codes ও aderonke যোগ করা হয়েছে। john_doe কখনো যোগ করা হয় না।</translation>
    </message>
    <message>
        <source>Hazard: saturate a counter</source>
        <translation>ঝুঁকি: একটি কাউন্টারকে স্যাচুরেট করা</translation>
    </message>
    <message>
        <source>An empty counting filter of 10 counters, k = 1: tiger always lands on counter 1.</source>
        <translation>১০টি কাউন্টারের একটি খালি কাউন্টিং ফিল্টার, k = ১: tiger সবসময় কাউন্টার ১-এ পড়ে।</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are in all three filters. In the two Bloom filters they share bit 7.</source>
        <translation>seyi_codes ও aderonke তিনটি ফিল্টারেই আছে। দুটি ব্লুম ফিল্টারে তারা বিট ৭ ভাগাভাগি করে।</translation>
    </message>
    <message>
        <source>Cuckoo hazard: remove a key never added</source>
        <translation>কাক্কু ঝুঁকি: কখনো যোগ না করা একটি কী সরানো</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. kemi_229 never is, but it has seyi_codes&apos;s fingerprint, 76, and the same two buckets.</source>
        <translation>seyi_codes ও aderonke যোগ করা হয়েছে। kemi_229 কখনো যোগ করা হয় না, কিন্তু এর ফিঙ্গারপ্রিন্ট seyi_codes-এর ফিঙ্গারপ্রিন্টের মতোই ৭৬, আর বাকেট দুটিও একই।</translation>
    </message>
    <message>
        <source>Cuckoo hazard: add one key nine times</source>
        <translation>কাক্কু ঝুঁকি: একটি কী নয় বার যোগ করা</translation>
    </message>
    <message>
        <source>Each copy of aderonke needs a slot in one of its two buckets: eight slots in all.</source>
        <translation>aderonke-এর প্রতিটি কপির জন্য এর দুটি বাকেটের একটিতে একটি স্লট লাগে: মোট আটটি স্লট।</translation>
    </message>
    <message>
        <source>Cuckoo hazard: fill the table</source>
        <translation>কাক্কু ঝুঁকি: টেবিলটি পূর্ণ করা</translation>
    </message>
    <message>
        <source>New members sign up until an add finds both its buckets full and 500 relocations do not free a slot.</source>
        <translation>নতুন সদস্যরা সাইন-আপ করতে থাকে, যতক্ষণ না কোনো যোগ করার সময় দেখা যায় যে এর দুটি বাকেটই পূর্ণ এবং ৫০০টি স্থানান্তরেও একটি স্লট খালি হয় না।</translation>
    </message>
</context>
<context>
    <name>SeedScaleStage</name>
    <message>
        <source>The article&apos;s filter at real scale</source>
        <translation>বাস্তব পরিসরে নিবন্ধের ফিল্টার</translation>
    </message>
    <message>
        <source>100 million items at 1%: m = %1 bits (about %2), k = 7. Insert 100 million generated keys, then probe 10 million others.</source>
        <translation>১% ফলস পজিটিভ হারে ১০ কোটি আইটেম: m = %1 বিট (প্রায় %2), k = ৭। তৈরি করা ১০ কোটি কী যোগ করুন, তারপর অন্য ১ কোটি কী দিয়ে যাচাই করুন।</translation>
    </message>
    <message>
        <source>&amp;Run 100 million keys</source>
        <translation>১০ কোটি কী দিয়ে চালান (&amp;R)</translation>
    </message>
</context>
<context>
    <name>SignupController</name>
    <message>
        <source>Opening the database…</source>
        <translation>ডেটাবেস খোলা হচ্ছে…</translation>
    </message>
    <message>
        <source>The database is empty: create users to fill its users table.</source>
        <translation>ডেটাবেস খালি: এর ব্যবহারকারীদের টেবিল ভরতে ব্যবহারকারী তৈরি করুন।</translation>
    </message>
    <message>
        <source>The database has %1 names.</source>
        <translation>ডেটাবেসে %1টি নাম আছে।</translation>
    </message>
    <message>
        <source>Creating %1 users in one transaction…</source>
        <translation>একটি ট্রানজ্যাকশনে %1 জন ব্যবহারকারী তৈরি করা হচ্ছে…</translation>
    </message>
    <message>
        <source>Added %1 names; the table now has %2. Build the filter again: it holds only the names it was built from.</source>
        <translation>%1টি নাম যোগ করা হয়েছে; টেবিলে এখন আছে %2টি। ফিল্টারটি আবার তৈরি করুন: এতে কেবল সেই নামগুলোই আছে, যেগুলো দিয়ে এটি তৈরি হয়েছিল।</translation>
    </message>
    <message>
        <source>Building the filter: streaming every name once…</source>
        <translation>ফিল্টার তৈরি হচ্ছে: প্রতিটি নাম একবার করে পড়া হচ্ছে…</translation>
    </message>
    <message>
        <source>The filter holds all %1 names.</source>
        <translation>ফিল্টারে %1টি নামের সবগুলোই আছে।</translation>
    </message>
    <message>
        <source>Checking %1 sign-ups three ways…</source>
        <translation>%1টি সাইন-আপ তিনভাবে যাচাই করা হচ্ছে…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>যাচাই করা হচ্ছে…</translation>
    </message>
    <message>
        <source>“%1” is free. The filter said definitely not, so the database was not asked (%2).</source>
        <translation>“%1” খালি আছে। ফিল্টার বলেছে নিশ্চিতভাবে নেই, তাই ডেটাবেসকে জিজ্ঞেস করা হয়নি (%2)।</translation>
    </message>
    <message>
        <source>“%1” is taken. The filter said maybe and the database confirmed it (%2).</source>
        <translation>“%1” আগেই নেওয়া হয়েছে। ফিল্টার বলেছে হয়তো, আর ডেটাবেস তা নিশ্চিত করেছে (%2)।</translation>
    </message>
    <message>
        <source>“%1” is free, but the filter said maybe: a false positive, which cost one database query to find out (%2).</source>
        <translation>“%1” খালি আছে, কিন্তু ফিল্টার বলেছে হয়তো: একটি ফলস পজিটিভ, যা ধরতে ডেটাবেসে একটি কোয়েরি খরচ হয়েছে (%2)।</translation>
    </message>
    <message>
        <source>Registering…</source>
        <translation>রেজিস্টার করা হচ্ছে…</translation>
    </message>
    <message>
        <source>Registered “%1” in the database and the filter together. The table has %2 names, the filter %3.</source>
        <translation>“%1” ডেটাবেস ও ফিল্টারে একসঙ্গে রেজিস্টার করা হয়েছে। টেবিলে আছে %2টি নাম, ফিল্টারে %3টি।</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>তৈরি হয়নি</translation>
    </message>
    <message>
        <source>in Redis</source>
        <translation>Redis-এ</translation>
    </message>
    <message>
        <source>in this process</source>
        <translation>এই প্রসেসে</translation>
    </message>
    <message>
        <source>%1 · %2, k = %3</source>
        <translation>%1 · %2, k = %3</translation>
    </message>
    <message>
        <source>SQLite</source>
        <translation>SQLite</translation>
    </message>
    <message>
        <source>SQLite · %1 names</source>
        <translation>SQLite · %1টি নাম</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Measured on this computer</source>
        <translation>এই কম্পিউটারে পরিমাপকৃত</translation>
    </message>
    <message>
        <source>Database only</source>
        <translation>শুধু ডেটাবেস</translation>
    </message>
    <message>
        <source>Filter first</source>
        <translation>আগে ফিল্টার</translation>
    </message>
    <message>
        <source>Cache of every name</source>
        <translation>প্রতিটি নামের ক্যাশ</translation>
    </message>
    <message>
        <source>Sign-up checks</source>
        <translation>সাইন-আপ যাচাই</translation>
    </message>
    <message>
        <source>Queries sent to the database</source>
        <translation>ডেটাবেসে পাঠানো কোয়েরি</translation>
    </message>
    <message>
        <source>Queries avoided</source>
        <translation>এড়ানো কোয়েরি</translation>
    </message>
    <message>
        <source>False positives (a query for a free name)</source>
        <translation>ফলস পজিটিভ (খালি নামের জন্য একটি কোয়েরি)</translation>
    </message>
    <message>
        <source>Round trips to Redis</source>
        <translation>Redis-এ রাউন্ড ট্রিপ</translation>
    </message>
    <message>
        <source>Mean time per check</source>
        <translation>প্রতি যাচাইয়ে গড় সময়</translation>
    </message>
    <message>
        <source>99th percentile time</source>
        <translation>৯৯তম পার্সেন্টাইল সময়</translation>
    </message>
    <message>
        <source>Memory in front of the database</source>
        <translation>ডেটাবেসের আগে মেমরি</translation>
    </message>
    <message>
        <source>would not fit</source>
        <translation>জায়গা হতো না</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1টি যাচাই</translation>
    </message>
    <message>
        <source>%1 maybe</source>
        <translation>%1টি হয়তো</translation>
    </message>
    <message>
        <source>%1 definitely not</source>
        <translation>%1টি নিশ্চিতভাবে নেই</translation>
    </message>
    <message>
        <source>%1 taken and %2 free names. The filter sent %3 of the free names to the database anyway: %4, against the %5 it was built for.</source>
        <translation>%1টি নেওয়া আর %2টি খালি নাম। তবুও ফিল্টার খালি নামগুলোর %3টি ডেটাবেসে পাঠিয়েছে: %4, যেখানে এটি তৈরি হয়েছিল %5-এর জন্য।</translation>
    </message>
    <message>
        <source>Filter first was slower here: this SQLite runs inside BloomLab with its pages in memory, so a query costs less than a round trip to Redis. A database across a network costs a round trip per query too, and that is what the filter saves.</source>
        <translation>এখানে “আগে ফিল্টার” বেশি ধীর ছিল: এই SQLite চলে BloomLab-এর ভেতরে, ডেটাবেসের পেজগুলো মেমরিতে রেখে, তাই একটি কোয়েরির খরচ Redis-এ একটি রাউন্ড ট্রিপের চেয়েও কম। নেটওয়ার্কের ওপারে থাকা ডেটাবেসেও প্রতি কোয়েরিতে একটি রাউন্ড ট্রিপ লাগে, আর ফিল্টার ঠিক সেটাই বাঁচায়।</translation>
    </message>
    <message>
        <source>Filter first was slower here: this SQLite runs inside BloomLab with its pages in memory, so a query costs microseconds. A database across a network costs a round trip per query, and that is what the filter saves.</source>
        <translation>এখানে “আগে ফিল্টার” বেশি ধীর ছিল: এই SQLite চলে BloomLab-এর ভেতরে, ডেটাবেসের পেজগুলো মেমরিতে রেখে, তাই একটি কোয়েরিতে সময় লাগে মাইক্রোসেকেন্ডের হিসাবে। নেটওয়ার্কের ওপারে থাকা ডেটাবেসে প্রতি কোয়েরিতে একটি রাউন্ড ট্রিপ লাগে, আর ফিল্টার ঠিক সেটাই বাঁচায়।</translation>
    </message>
    <message>
        <source>Added %1 names; the table now has %2. Now build the filter from them.</source>
        <translation>%1টি নাম যোগ করা হয়েছে; টেবিলে এখন আছে %2টি। এবার এগুলো দিয়ে ফিল্টারটি তৈরি করুন।</translation>
    </message>
</context>
<context>
    <name>SignupTab</name>
    <message>
        <source>A sign-up form asks “is this name taken?” for every name a visitor types. Asking the database each time is a query per keystroke; a Bloom filter in front of it answers “definitely not” from memory for most free names, and only a “maybe” goes on to the database. Here the database is real (SQLite), and so is Redis when the filter lives there.</source>
        <translation>দর্শনার্থী যে নামই টাইপ করেন, সাইন-আপ ফর্ম প্রতিটির জন্য জিজ্ঞেস করে “এই নামটি কি আগেই নেওয়া হয়েছে?”। প্রতিবার ডেটাবেসকে জিজ্ঞেস করা মানে কিবোর্ডের প্রতিটি চাপে একটি কোয়েরি; এর আগে বসানো একটি ব্লুম ফিল্টার বেশিরভাগ খালি নামের জন্য মেমরি থেকেই উত্তর দেয় “নিশ্চিতভাবে নেই”, আর কেবল একটি “হয়তো” ডেটাবেস পর্যন্ত যায়। এখানে ডেটাবেসটি আসল (SQLite), আর ফিল্টার যখন Redis-এ থাকে, তখন Redis-ও আসল।</translation>
    </message>
    <message>
        <source>Sign-up form</source>
        <translation>সাইন-আপ ফর্ম</translation>
    </message>
    <message>
        <source>Bloom filter</source>
        <translation>ব্লুম ফিল্টার</translation>
    </message>
    <message>
        <source>Users table</source>
        <translation>ব্যবহারকারীদের টেবিল</translation>
    </message>
    <message>
        <source>signup-results.csv</source>
        <translation>signup-results.csv</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>ডেটাবেস</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>ডেটাবেস ফাইল</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>বেছে নিন…</translation>
    </message>
    <message>
        <source>Create users</source>
        <translation>ব্যবহারকারী তৈরি করুন</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ফাইল:</translation>
    </message>
    <message>
        <source>Names:</source>
        <translation>নাম:</translation>
    </message>
    <message>
        <source>Users to add:</source>
        <translation>যোগ করার ব্যবহারকারী:</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>ফিল্টার</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to build for</source>
        <translation>যে ফলস পজিটিভ হারের জন্য তৈরি করা হবে</translation>
    </message>
    <message>
        <source>In this process</source>
        <translation>এই প্রসেসে</translation>
    </message>
    <message>
        <source>In Redis, started by BloomLab (private, on this computer)</source>
        <translation>BloomLab-এর চালু করা Redis-এ (ব্যক্তিগত, এই কম্পিউটারে)</translation>
    </message>
    <message>
        <source>In a Redis server at:</source>
        <translation>এই ঠিকানার একটি Redis সার্ভারে:</translation>
    </message>
    <message>
        <source>Redis host</source>
        <translation>Redis হোস্ট</translation>
    </message>
    <message>
        <source>Redis port</source>
        <translation>Redis পোর্ট</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>পাসওয়ার্ড (ঐচ্ছিক)</translation>
    </message>
    <message>
        <source>Redis password</source>
        <translation>Redis পাসওয়ার্ড</translation>
    </message>
    <message>
        <source>Build the filter</source>
        <translation>ফিল্টার তৈরি করুন</translation>
    </message>
    <message>
        <source>False-positive rate:</source>
        <translation>ফলস পজিটিভ হার:</translation>
    </message>
    <message>
        <source>Where it lives:</source>
        <translation>কোথায় থাকবে:</translation>
    </message>
    <message>
        <source>Sign-ups</source>
        <translation>সাইন-আপ</translation>
    </message>
    <message>
        <source>Run the sign-ups</source>
        <translation>সাইন-আপগুলো চালান</translation>
    </message>
    <message>
        <source>A username, e.g. ada_codes</source>
        <translation>একটি ইউজারনেম, যেমন ada_codes</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>ইউজারনেম</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>যাচাই করুন</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>রেজিস্টার করুন</translation>
    </message>
    <message>
        <source>Sign-ups to check:</source>
        <translation>যাচাই করার সাইন-আপ:</translation>
    </message>
    <message>
        <source>Share of names already taken:</source>
        <translation>আগেই নেওয়া নামের অংশ:</translation>
    </message>
    <message>
        <source>Or one name at a time:</source>
        <translation>অথবা একবারে একটি নাম:</translation>
    </message>
    <message>
        <source>Choose the users database</source>
        <translation>ব্যবহারকারীদের ডেটাবেস বেছে নিন</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>SQLite ডেটাবেস (*.db *.sqlite *.sqlite3);;সব ফাইল (*)</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>খোলা হয়নি</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>ফিল্টার: %1</translation>
    </message>
    <message>
        <source>Users to add</source>
        <translation>যোগ করার ব্যবহারকারী</translation>
    </message>
</context>
<context>
    <name>SizingAnswer</name>
    <message>
        <source>Solved.</source>
        <translation>সমাধান হয়েছে।</translation>
    </message>
    <message>
        <source>At this rate, %1 bits would hold about %2 keys: more than BloomLab can count (at most %3).</source>
        <translation>এই হারে %1 বিটে প্রায় %2টি কী ধরবে: BloomLab যত পর্যন্ত গুনতে পারে, এটি তার চেয়ে বেশি (সর্বোচ্চ %3)।</translation>
    </message>
    <message>
        <source>The answer is more than BloomLab can count (at most %1).</source>
        <translation>উত্তরটি BloomLab যত পর্যন্ত গুনতে পারে তার চেয়ে বেশি (সর্বোচ্চ %1)।</translation>
    </message>
    <message>
        <source>%1 bits cannot hold even one key here: m must be larger.</source>
        <translation>এখানে %1 বিটে একটি কী-ও ধরে না: m আরও বড় হতে হবে।</translation>
    </message>
    <message>
        <source>This filter would need %1 bits (%2 bytes): more than BloomLab can count, and more memory than any computer has.</source>
        <translation>এই ফিল্টারের জন্য %1 বিট (%2 বাইট) লাগবে: BloomLab যত পর্যন্ত গুনতে পারে তার চেয়ে বেশি, আর যেকোনো কম্পিউটারের মেমরির চেয়েও বেশি।</translation>
    </message>
    <message>
        <source>n = m·ln 2 / k = %1 × %2 / %3 = %4</source>
        <translation>n = m·ln ২ / k = %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <source>n = −m·ln(1 − p^(1/k)) / k = −%1 × ln(1 − %2^(1/%3)) / %3 = %4</source>
        <translation>n = −m·ln(১ − p^(১/k)) / k = −%1 × ln(১ − %2^(১/%3)) / %3 = %4</translation>
    </message>
    <message>
        <source>n = −m·(ln 2)² / ln p = −%1 × %2 / ln %3 = %4</source>
        <translation>n = −m·(ln ২)² / ln p = −%1 × %2 / ln %3 = %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>p = (1 − e^(−kn/m))^k = (1 − e^(−%1 × %2 / %3))^%1 = %4</source>
        <translation>p = (১ − e^(−kn/m))^k = (১ − e^(−%1 × %2 / %3))^%1 = %4</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>%1 বিট</translation>
    </message>
    <message>
        <source>m = k·n / ln 2 = %1 × %2 / %3 = %4 bits</source>
        <translation>m = k·n / ln ২ = %1 × %2 / %3 = %4 বিট</translation>
    </message>
    <message>
        <source>m = −k·n / ln(1 − p^(1/k)) = −%1 × %2 / ln(1 − %3^(1/%1)) = %4 bits</source>
        <translation>m = −k·n / ln(১ − p^(১/k)) = −%1 × %2 / ln(১ − %3^(১/%1)) = %4 বিট</translation>
    </message>
    <message>
        <source>m = −n·ln p / (ln 2)² = −%1 × ln %2 / %3 = %4 bits</source>
        <translation>m = −n·ln p / (ln ২)² = −%1 × ln %2 / %3 = %4 বিট</translation>
    </message>
    <message>
        <source>m / 8 = %1 / 8 = %2</source>
        <translation>m / ৮ = %1 / ৮ = %2</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 বাইট</translation>
    </message>
    <message>
        <source>More than the %1 this computer has free: a filter this size cannot be built here.</source>
        <translation>এই কম্পিউটারে খালি থাকা %1-এর চেয়ে বেশি: এই আকারের ফিল্টার এখানে তৈরি করা যাবে না।</translation>
    </message>
    <message>
        <source>k = −ln p / ln 2 = −ln %1 / %2 = %3 → %4</source>
        <translation>k = −ln p / ln ২ = −ln %1 / %2 = %3 → %4</translation>
    </message>
    <message>
        <source>k = (m/n)·ln 2 = (%1 / %2) × %3 = %4 → %5</source>
        <translation>k = (m/n)·ln ২ = (%1 / %2) × %3 = %4 → %5</translation>
    </message>
    <message>
        <source>The optimal k here, %1, is more than the %2 hash functions BloomLab&apos;s filters support, so the results are for k = %2.</source>
        <translation>এখানে সর্বোত্তম k হলো %1, যা BloomLab-এর ফিল্টারে সমর্থিত %2টি হ্যাশ ফাংশনের চেয়ে বেশি, তাই ফলাফলগুলো k = %2-এর জন্য।</translation>
    </message>
    <message>
        <source>m/n = %1 / %2 = %3</source>
        <translation>m/n = %1 / %2 = %3</translation>
    </message>
    <message>
        <source>m/n = −k / ln(1 − p^(1/k)) = −%1 / ln(1 − %2^(1/%1)) = %3</source>
        <translation>m/n = −k / ln(১ − p^(১/k)) = −%1 / ln(১ − %2^(১/%1)) = %3</translation>
    </message>
    <message>
        <source>%1 (%2 keys × %3 bytes)</source>
        <translation>%1 (%2টি কী × %3 বাইট)</translation>
    </message>
    <message>
        <source>%1× smaller than the keys</source>
        <translation>কী-গুলোর চেয়ে %1 গুণ ছোট</translation>
    </message>
    <message>
        <source>%1× larger than the keys</source>
        <translation>কী-গুলোর চেয়ে %1 গুণ বড়</translation>
    </message>
    <message>
        <source>about as large as the keys</source>
        <translation>প্রায় কী-গুলোর সমান বড়</translation>
    </message>
    <message>
        <source>n × length × 8 / m = %1 × %2 × 8 / %3 = %4</source>
        <translation>n × দৈর্ঘ্য × ৮ / m = %1 × %2 × ৮ / %3 = %4</translation>
    </message>
    <message>
        <source>m / (n × length × 8) = %1 / (%2 × %3 × 8) = %4</source>
        <translation>m / (n × দৈর্ঘ্য × ৮) = %1 / (%2 × %3 × ৮) = %4</translation>
    </message>
    <message>
        <source>log₂(1/p) = log₂(1 / %1) = %2</source>
        <translation>log₂(১/p) = log₂(১ / %1) = %2</translation>
    </message>
    <message>
        <source>f = ⌈log₂(2 × 4 / p)⌉ = ⌈log₂(8 / %1)⌉ = %2</source>
        <translation>f = ⌈log₂(২ × ৪ / p)⌉ = ⌈log₂(৮ / %1)⌉ = %2</translation>
    </message>
    <message>
        <source>%1 bits: more than a cuckoo filter&apos;s %2</source>
        <translation>%1 বিট: কাক্কু ফিল্টারের %2 বিটের চেয়ে বেশি</translation>
    </message>
    <message>
        <source>A cuckoo filter&apos;s fingerprints have at most %1 bits, which reach rates down to %2; no cuckoo filter here reaches this one.</source>
        <translation>কাক্কু ফিল্টারের ফিঙ্গারপ্রিন্ট সর্বোচ্চ %1 বিটের হয়, যা দিয়ে হার %2 পর্যন্ত নামানো যায়; এখানে কোনো কাক্কু ফিল্টার এই হারে পৌঁছাতে পারে না।</translation>
    </message>
    <message>
        <source>Bloom %1, lower bound %2</source>
        <translation>ব্লুম %1, নিম্নসীমা %2</translation>
    </message>
    <message>
        <source>More keys than a cuckoo filter here holds: at most %1.</source>
        <translation>এখানকার কাক্কু ফিল্টার যতগুলো কী রাখতে পারে, তার চেয়ে বেশি: সর্বোচ্চ %1টি।</translation>
    </message>
    <message>
        <source>Bucket counts are powers of two, so %1 keys fill only %2 of the slots; filled to the %3 it is built for, the table would take %4 bits per key.</source>
        <translation>বাকেটের সংখ্যা ২-এর ঘাত হয়, তাই %1টি কী স্লটগুলোর মাত্র %2 ভরায়; যে %3 পর্যন্ত ভরার জন্য টেবিলটি তৈরি, ততটা ভরা হলে এটি প্রতি কী-তে %4 বিট নিত।</translation>
    </message>
    <message>
        <source>4·f·B / 8 = 4 × %1 × %2 / 8 = %3</source>
        <translation>৪·f·B / ৮ = ৪ × %1 × %2 / ৮ = %3</translation>
    </message>
    <message>
        <source>Bloom %1, cuckoo %2, lower bound %3</source>
        <translation>ব্লুম %1, কাক্কু %2, নিম্নসীমা %3</translation>
    </message>
    <message>
        <source>Bloom %1× the lower bound, cuckoo %2×</source>
        <translation>ব্লুম নিম্নসীমার %1 গুণ, কাক্কু %2 গুণ</translation>
    </message>
    <message>
        <source>4·f·B / n = 4 × %1 × %2 / %3 = %4</source>
        <translation>৪·f·B / n = ৪ × %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <source>where B = %1 buckets, the power of two at or above ⌈n / (4 × %2)⌉ = %3</source>
        <translation>যেখানে B = %1টি বাকেট, অর্থাৎ ⌈n / (৪ × %2)⌉ = %3-এর সমান বা তার চেয়ে বড় সবচেয়ে ছোট ২-এর ঘাত</translation>
    </message>
    <message>
        <source>raised to %1 bits, the smallest fingerprint BloomLab&apos;s cuckoo filter takes</source>
        <translation>বাড়িয়ে %1 বিট করা হয়েছে, BloomLab-এর কাক্কু ফিল্টার যত ছোট ফিঙ্গারপ্রিন্ট নেয় তার মধ্যে সবচেয়ে ছোট</translation>
    </message>
</context>
<context>
    <name>SizingCalculator</name>
    <message>
        <source>Enter any two of n, p, m and k</source>
        <translation>n, p, m ও k-এর যেকোনো দুটির মান দিন</translation>
    </message>
    <message>
        <source>Keys (n):</source>
        <translation>কী (n):</translation>
    </message>
    <message>
        <source>e.g. 1 billion, 10M, %1</source>
        <translation>যেমন ১ billion, ১০M, %1</translation>
    </message>
    <message>
        <source>How many keys the filter holds</source>
        <translation>ফিল্টারে কতগুলো কী থাকবে</translation>
    </message>
    <message>
        <source>False-positive rate (p):</source>
        <translation>ফলস পজিটিভ হার (p):</translation>
    </message>
    <message>
        <source>e.g. 1%, %1, 1e-2, 1 in 100</source>
        <translation>যেমন ১%, %1, 1e-2, ১ in ১০০</translation>
    </message>
    <message>
        <source>The share of never-added keys the filter may wrongly call present</source>
        <translation>কখনো যোগ না করা কী-গুলোর যে অনুপাতকে ফিল্টার ভুল করে উপস্থিত বলতে পারে</translation>
    </message>
    <message>
        <source>Size (m):</source>
        <translation>আকার (m):</translation>
    </message>
    <message>
        <source>e.g. 958505838, 120 MB, 1.5 GiB</source>
        <translation>যেমন ৯৫৮৫০৫৮৩৮, ১২০ MB, ১.৫ GiB</translation>
    </message>
    <message>
        <source>Bits, or a size with a unit: kB/MB/GB (powers of 1000) or KiB/MiB/GiB (powers of 1024)</source>
        <translation>বিট, অথবা এককসহ আকার: kB/MB/GB (১০০০-এর ঘাত) বা KiB/MiB/GiB (১০২৪-এর ঘাত)</translation>
    </message>
    <message>
        <source>Hash functions (k):</source>
        <translation>হ্যাশ ফাংশন (k):</translation>
    </message>
    <message>
        <source>e.g. 7</source>
        <translation>যেমন ৭</translation>
    </message>
    <message>
        <source>How many bits each key sets</source>
        <translation>প্রতিটি কী কতগুলো বিট সেট করে</translation>
    </message>
    <message>
        <source>Average key length (bytes):</source>
        <translation>কী-এর গড় দৈর্ঘ্য (বাইট):</translation>
    </message>
    <message>
        <source>e.g. 70</source>
        <translation>যেমন ৭০</translation>
    </message>
    <message>
        <source>To compare with storing the keys themselves</source>
        <translation>কী-গুলো সরাসরি সংরক্ষণের সঙ্গে তুলনা করার জন্য</translation>
    </message>
    <message>
        <source>The URL example: 1 billion URLs at 1%</source>
        <translation>URL-এর উদাহরণ: ১% হারে ১০০ কোটি URL</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>মুছে ফেলুন (&amp;L)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ফলাফল</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>প্রতি কী-তে বিট:</translation>
    </message>
    <message>
        <source>Filter memory:</source>
        <translation>ফিল্টারের মেমরি:</translation>
    </message>
    <message>
        <source>Storing the keys:</source>
        <translation>কী-গুলো সংরক্ষণ করতে:</translation>
    </message>
    <message>
        <source>The filter is:</source>
        <translation>ফিল্টারটি:</translation>
    </message>
    <message>
        <source>Problem with %1</source>
        <translation>সমস্যা — %1</translation>
    </message>
    <message>
        <source>Fix the field marked above.</source>
        <translation>ওপরে চিহ্নিত ঘরটি ঠিক করুন।</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n more value(s).</source>
        <translation>
            <numerusform>আরও %Lnটি মান দিন।</numerusform>
            <numerusform>আরও %Lnটি মান দিন।</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter exactly two values; clear the others.</source>
        <translation>ঠিক দুটি মান দিন; বাকিগুলো মুছে ফেলুন।</translation>
    </message>
    <message>
        <source>This cannot be negative.</source>
        <translation>এটি ঋণাত্মক হতে পারে না।</translation>
    </message>
    <message>
        <source>“%1” is not a number this box reads (%2).</source>
        <translation>“%1” এমন কোনো সংখ্যা নয় যা এই ঘরটি পড়তে পারে (%2)।</translation>
    </message>
    <message>
        <source>How %1 was worked out</source>
        <translation>হিসাবের ধাপ — %1</translation>
    </message>
    <message>
        <source>Note on %1</source>
        <translation>নোট — %1</translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported.</source>
        <translation>সর্বোচ্চ %1টি হ্যাশ ফাংশন সমর্থিত।</translation>
    </message>
    <message>
        <source>This is more than BloomLab can count (at most %1).</source>
        <translation>এটি BloomLab যত পর্যন্ত গুনতে পারে তার চেয়ে বেশি (সর্বোচ্চ %1)।</translation>
    </message>
    <message>
        <source>Against a cuckoo filter and the lower bound</source>
        <translation>কাক্কু ফিল্টার ও নিম্নসীমার সঙ্গে তুলনা</translation>
    </message>
    <message>
        <source>Cuckoo fingerprint (f):</source>
        <translation>কাক্কু ফিঙ্গারপ্রিন্ট (f):</translation>
    </message>
    <message>
        <source>Cuckoo bits per key:</source>
        <translation>কাক্কু, প্রতি কী-তে বিট:</translation>
    </message>
    <message>
        <source>Cuckoo filter memory:</source>
        <translation>কাক্কু ফিল্টারের মেমরি:</translation>
    </message>
    <message>
        <source>Lower bound, bits per key:</source>
        <translation>নিম্নসীমা, প্রতি কী-তে বিট:</translation>
    </message>
    <message>
        <source>Bits per key compared:</source>
        <translation>প্রতি কী-তে বিটের তুলনা:</translation>
    </message>
    <message>
        <source>This rate is closer to 0 than BloomLab can compute with (the smallest is %1).</source>
        <translation>এই হারটি ০-এর এত কাছে যে BloomLab এটি দিয়ে হিসাব করতে পারে না (সবচেয়ে ছোট হার %1)।</translation>
    </message>
</context>
<context>
    <name>SliceBandsView</name>
    <message>
        <source>Slices</source>
        <translation>অংশ</translation>
    </message>
    <message>
        <source>Slice %1: m = %2 bits, k = %3, error budget %4, %5 of %6 keys, %7 of bits set</source>
        <translation>অংশ %1: m = %2 বিট, k = %3, ত্রুটি বাজেট %4, %6টির মধ্যে %5টি কী, বিটের %7 সেট</translation>
    </message>
    <message numerus="yes">
        <source>%Ln earlier slice(s) not shown; the newest follow.</source>
        <translation>
            <numerusform>আগের %Lnটি অংশ দেখানো হয়নি; সবচেয়ে নতুনগুলো নিচে আছে।</numerusform>
            <numerusform>আগের %Lnটি অংশ দেখানো হয়নি; সবচেয়ে নতুনগুলো নিচে আছে।</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlicesStage</name>
    <message>
        <source>Slices of the scalable filter</source>
        <translation>স্কেলেবল ফিল্টারের অংশগুলো (slice)</translation>
    </message>
    <message>
        <source>Keys added: %1 (design capacity %2)</source>
        <translation>যোগ করা কী: %1 (নকশাকৃত ধারণক্ষমতা %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) already looked present (a false positive while adding) and were not stored, so the slices hold %1.</source>
        <translation>
            <numerusform>%Lnটি কী আগে থেকেই উপস্থিত বলে মনে হয়েছিল (যোগ করার সময় ফলস পজিটিভ), তাই সেগুলো আবার রাখা হয়নি; ফলে অংশগুলোতে আছে %1টি কী।</numerusform>
            <numerusform>%Lnটি কী আগে থেকেই উপস্থিত বলে মনে হয়েছিল (যোগ করার সময় ফলস পজিটিভ), তাই সেগুলো আবার রাখা হয়নি; ফলে অংশগুলোতে আছে %1টি কী।</numerusform>
        </translation>
    </message>
    <message>
        <source>Slices: %1</source>
        <translation>অংশ: %1</translation>
    </message>
    <message>
        <source>Scalable filter: measured %1 (%5 interval %2 to %3, over %4 probe keys)</source>
        <translation>স্কেলেবল ফিল্টার: পরিমাপকৃত %1 (%5 ব্যবধান %2 থেকে %3, %4টি যাচাই-কী দিয়ে)</translation>
    </message>
    <message>
        <source>Expected from its bits: %1; compound bound %2; target %3</source>
        <translation>এর বিট থেকে প্রত্যাশিত: %1; সম্মিলিত ঊর্ধ্বসীমা %2; লক্ষ্য %3</translation>
    </message>
    <message>
        <source>Why above the bound? The bound is the average over every filter built this way; these keys happened to set more bits than average, as the expected rate shows.</source>
        <translation>ঊর্ধ্বসীমার ওপরে কেন? ঊর্ধ্বসীমাটি এভাবে তৈরি সব ফিল্টারের গড়; এই কী-গুলো ঘটনাক্রমে গড়ের চেয়ে বেশি বিট সেট করেছে, যেমনটা প্রত্যাশিত হার দেখাচ্ছে।</translation>
    </message>
    <message>
        <source>Why above the bound? Its bits predict a rate within the bound; this set of probe keys happened to find more false positives, which the interval allows for.</source>
        <translation>ঊর্ধ্বসীমার ওপরে কেন? এর বিট অনুযায়ী হার ঊর্ধ্বসীমার মধ্যেই থাকার কথা; যাচাইয়ের এই কী-গুলো ঘটনাক্রমে বেশি ফলস পজিটিভ পেয়েছে, যার সুযোগ ব্যবধানের মধ্যেই ধরা আছে।</translation>
    </message>
    <message>
        <source>Fixed filter: measured %1</source>
        <translation>নির্দিষ্ট ফিল্টার: পরিমাপকৃত %1</translation>
    </message>
    <message>
        <source>Memory: fixed %1, scalable %2</source>
        <translation>মেমরি: নির্দিষ্ট %1, স্কেলেবল %2</translation>
    </message>
</context>
<context>
    <name>SstFilesView</name>
    <message>
        <source>SST files and their filters</source>
        <translation>SST ফাইল ও সেগুলোর ফিল্টার</translation>
    </message>
    <message>
        <source>outside its key range: not asked</source>
        <translation>এর কী-এর পরিসরের বাইরে: জিজ্ঞেস করা হয়নি</translation>
    </message>
    <message>
        <source>filter: definitely not — skipped</source>
        <translation>ফিল্টার: নিশ্চিতভাবে নেই — বাদ দেওয়া হয়েছে</translation>
    </message>
    <message>
        <source>not reached: found in a newer file</source>
        <translation>পৌঁছানো হয়নি: আরও নতুন একটি ফাইলে পাওয়া গেছে</translation>
    </message>
    <message numerus="yes">
        <source>filter: maybe — %n block(s) read, found</source>
        <translation>
            <numerusform>ফিল্টার: হয়তো — %Lnটি ব্লক পড়া হয়েছে, পাওয়া গেছে</numerusform>
            <numerusform>ফিল্টার: হয়তো — %Lnটি ব্লক পড়া হয়েছে, পাওয়া গেছে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>filter: maybe — %n block(s) read for nothing (false positive)</source>
        <translation>
            <numerusform>ফিল্টার: হয়তো — %Lnটি ব্লক অকারণে পড়া হয়েছে (ফলস পজিটিভ)</numerusform>
            <numerusform>ফিল্টার: হয়তো — %Lnটি ব্লক অকারণে পড়া হয়েছে (ফলস পজিটিভ)</numerusform>
        </translation>
    </message>
    <message>
        <source>File %1, %2 keys%3</source>
        <translation>ফাইল %1, %2টি কী%3</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <source>Build the databases to see their SST files.</source>
        <translation>SST ফাইলগুলো দেখতে ডেটাবেসগুলো তৈরি করুন।</translation>
    </message>
    <message>
        <source>#%1 · L%2 · %3 keys</source>
        <translation>#%1 · L%2 · %3টি কী</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>BloomLab teaches Bloom filters by showing every step.</source>
        <translation>BloomLab প্রতিটি ধাপ দেখিয়ে ব্লুম ফিল্টার শেখায়।</translation>
    </message>
    <message>
        <source>Open the page &lt;name&gt;: %1.</source>
        <translation>&lt;নাম&gt; পৃষ্ঠাটি খুলুন: %1।</translation>
    </message>
    <message>
        <source>name</source>
        <translation>নাম</translation>
    </message>
    <message>
        <source>Use the language &lt;code&gt;: %1.</source>
        <translation>&lt;কোড&gt; ভাষাটি ব্যবহার করুন: %1।</translation>
    </message>
    <message>
        <source>code</source>
        <translation>কোড</translation>
    </message>
    <message>
        <source>Render the window at 1280×800, save it as a PNG to &lt;file&gt; and exit.</source>
        <translation>উইন্ডোটি ১২৮০×৮০০ আকারে রেন্ডার করে &lt;ফাইল&gt;-এ PNG হিসেবে সংরক্ষণ করুন এবং বেরিয়ে যান।</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ফাইল</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;. Choose one of: %2.</source>
        <translation>অজানা পৃষ্ঠা &quot;%1&quot;। এগুলোর মধ্যে একটি বেছে নিন: %2।</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;. Choose one of: %2.</source>
        <translation>অজানা ভাষা &quot;%1&quot;। এগুলোর মধ্যে একটি বেছে নিন: %2।</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot-এর জন্য একটি ফাইলের নাম দরকার।</translation>
    </message>
    <message>
        <source>A session (.bloomlab) or filter (.bloom) to open.</source>
        <translation>খোলার জন্য একটি সেশন (.bloomlab) বা ফিল্টার (.bloom)।</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[ফাইল]</translation>
    </message>
    <message>
        <source>Give at most one file to open.</source>
        <translation>খোলার জন্য সর্বোচ্চ একটি ফাইল দিন।</translation>
    </message>
    <message>
        <source>Open the lesson &lt;id&gt; on the Lessons page: %1.</source>
        <translation>পাঠ পৃষ্ঠায় &lt;আইডি&gt; পাঠটি খুলুন: %1।</translation>
    </message>
    <message>
        <source>id</source>
        <translation>আইডি</translation>
    </message>
    <message>
        <source>With --lesson, open its step &lt;n&gt;, counted from 1.</source>
        <translation>--lesson-এর সঙ্গে: সেই পাঠের &lt;n&gt; নম্বর ধাপটি খুলুন, ১ থেকে গুনে।</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Unknown lesson &quot;%1&quot;. Choose one of: %2.</source>
        <translation>অজানা পাঠ &quot;%1&quot;। এগুলোর মধ্যে একটি বেছে নিন: %2।</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has steps 1 to %2.</source>
        <translation>&quot;%1&quot; পাঠে ধাপ আছে ১ থেকে %2 পর্যন্ত।</translation>
    </message>
    <message>
        <source>--step needs --lesson.</source>
        <translation>--step-এর জন্য --lesson দরকার।</translation>
    </message>
</context>
<context>
    <name>StorageController</name>
    <message>
        <source>not built</source>
        <translation>তৈরি হয়নি</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1টি কী</translation>
    </message>
    <message>
        <source>Writing %1 SST files of %2 keys each, with and without filters…</source>
        <translation>প্রতিটিতে %2টি কী নিয়ে %1টি SST ফাইল লেখা হচ্ছে, ফিল্টারসহ ও ফিল্টার ছাড়া…</translation>
    </message>
    <message>
        <source>Built: %1 overlapping SST files, each with its own filter at %2 bits per key. Look up a key or run a batch.</source>
        <translation>তৈরি হয়েছে: %1টি SST ফাইল, যাদের কী-এর পরিসর পরস্পরের ওপর পড়ে, প্রতিটির নিজস্ব ফিল্টার প্রতি কী-তে %2 বিটে। একটি কী খুঁজুন বা একটি ব্যাচ চালান।</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>খোঁজা হচ্ছে…</translation>
    </message>
    <message>
        <source>Found.</source>
        <translation>পাওয়া গেছে।</translation>
    </message>
    <message>
        <source>Not in the database.</source>
        <translation>ডেটাবেসে নেই।</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>হ্যাঁ</translation>
    </message>
    <message>
        <source>no</source>
        <translation>না</translation>
    </message>
    <message>
        <source>Lookup of %1</source>
        <translation>%1-এর খোঁজ</translation>
    </message>
    <message>
        <source>Filter&apos;s answer</source>
        <translation>ফিল্টারের উত্তর</translation>
    </message>
    <message>
        <source>Blocks read</source>
        <translation>পড়া ব্লক</translation>
    </message>
    <message>
        <source>Key found here</source>
        <translation>কী এখানে পাওয়া গেছে</translation>
    </message>
    <message>
        <source>not asked: outside the file&apos;s key range</source>
        <translation>জিজ্ঞেস করা হয়নি: ফাইলের কী-এর পরিসরের বাইরে</translation>
    </message>
    <message>
        <source>definitely not</source>
        <translation>নিশ্চিতভাবে নেই</translation>
    </message>
    <message>
        <source>maybe (a false positive)</source>
        <translation>হয়তো (একটি ফলস পজিটিভ)</translation>
    </message>
    <message>
        <source>maybe</source>
        <translation>হয়তো</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>এখানে পৌঁছায়নি</translation>
    </message>
    <message>
        <source>File %1</source>
        <translation>ফাইল %1</translation>
    </message>
    <message>
        <source>Looking up %1 keys in both databases…</source>
        <translation>দুটি ডেটাবেসেই %1টি কী খোঁজা হচ্ছে…</translation>
    </message>
    <message>
        <source>Batch of lookups</source>
        <translation>খোঁজের ব্যাচ</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>With filters</source>
        <translation>ফিল্টারসহ</translation>
    </message>
    <message>
        <source>Without filters</source>
        <translation>ফিল্টার ছাড়া</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Data blocks read</source>
        <translation>পড়া ডেটা ব্লক</translation>
    </message>
    <message>
        <source>Block reads avoided</source>
        <translation>এড়ানো ব্লক পড়া</translation>
    </message>
    <message>
        <source>Files skipped by a filter (BLOOM_FILTER_USEFUL)</source>
        <translation>ফিল্টারের কারণে বাদ পড়া ফাইল (BLOOM_FILTER_USEFUL)</translation>
    </message>
    <message>
        <source>Filter said maybe (BLOOM_FILTER_FULL_POSITIVE)</source>
        <translation>ফিল্টার বলেছে হয়তো (BLOOM_FILTER_FULL_POSITIVE)</translation>
    </message>
    <message>
        <source>… and the key was there (BLOOM_FILTER_FULL_TRUE_POSITIVE)</source>
        <translation>… এবং কী-টি সেখানে ছিল (BLOOM_FILTER_FULL_TRUE_POSITIVE)</translation>
    </message>
    <message>
        <source>False positives, measured</source>
        <translation>ফলস পজিটিভ, পরিমাপকৃত</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 থেকে %3)</translation>
    </message>
    <message>
        <source>Time per lookup</source>
        <translation>প্রতি খোঁজে সময়</translation>
    </message>
    <message>
        <source>Answers that differ from the database without filters</source>
        <translation>ফিল্টার ছাড়া ডেটাবেসের উত্তরের সঙ্গে না মেলা উত্তর</translation>
    </message>
    <message>
        <source>False negatives</source>
        <translation>ফলস নেগেটিভ</translation>
    </message>
    <message>
        <source>%1 lookups</source>
        <translation>%1টি খোঁজ</translation>
    </message>
    <message>
        <source>%1 block reads</source>
        <translation>%1টি ব্লক পড়া</translation>
    </message>
    <message>
        <source>%1 files skipped</source>
        <translation>%1টি ফাইল বাদ</translation>
    </message>
    <message>
        <source>The filters saved %1 of the block reads. A false positive cost one read more, never a wrong answer: %2 answers differ from the database without filters.</source>
        <translation>ফিল্টারগুলো ব্লক পড়ার %1 বাঁচিয়েছে। একটি ফলস পজিটিভের খরচ একটি বাড়তি পড়া, ভুল উত্তর কখনোই নয়: ফিল্টার ছাড়া ডেটাবেসের সঙ্গে %2টি উত্তর আলাদা।</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>স্ক্যান করা হচ্ছে…</translation>
    </message>
    <message>
        <source>Range scans</source>
        <translation>রেঞ্জ স্ক্যান</translation>
    </message>
    <message>
        <source>Keys returned</source>
        <translation>ফেরত আসা কী</translation>
    </message>
    <message>
        <source>Prefix filter checks</source>
        <translation>প্রিফিক্স ফিল্টারে যাচাই</translation>
    </message>
    <message>
        <source>Files skipped by the prefix filter</source>
        <translation>প্রিফিক্স ফিল্টারের কারণে বাদ পড়া ফাইল</translation>
    </message>
    <message>
        <source>%1 keys from %2, whole-key filters</source>
        <translation>%2 থেকে %1টি কী, পুরো-কী ফিল্টার</translation>
    </message>
    <message>
        <source>%1 keys from %2, no filters</source>
        <translation>%2 থেকে %1টি কী, ফিল্টার ছাড়া</translation>
    </message>
    <message>
        <source>Prefix %1 (no key has it), scan bounded to the prefix</source>
        <translation>প্রিফিক্স %1 (কোনো কী-তে নেই), স্ক্যান প্রিফিক্সের মধ্যে সীমিত</translation>
    </message>
    <message>
        <source>Prefix %1 (no key has it), scan not bounded</source>
        <translation>প্রিফিক্স %1 (কোনো কী-তে নেই), স্ক্যান সীমিত নয়</translation>
    </message>
    <message>
        <source>Prefix %1 (keys have it), scan bounded to the prefix</source>
        <translation>প্রিফিক্স %1 (কী-গুলোতে আছে), স্ক্যান প্রিফিক্সের মধ্যে সীমিত</translation>
    </message>
    <message>
        <source>Prefix %1 (keys have it), scan not bounded</source>
        <translation>প্রিফিক্স %1 (কী-গুলোতে আছে), স্ক্যান সীমিত নয়</translation>
    </message>
    <message>
        <source>A range scan reads the same %1 blocks with whole-key filters as without: a filter answers “is this key here?”, and a scan asks for every key in a range. A prefix filter can skip a file only when the scan stays inside one prefix.</source>
        <translation>একটি রেঞ্জ স্ক্যান পুরো-কী ফিল্টারসহ আর ফিল্টার ছাড়া একই %1টি ব্লক পড়ে: ফিল্টার উত্তর দেয় “এই কী-টি কি এখানে আছে?”, আর স্ক্যান চায় একটি রেঞ্জের প্রতিটি কী। প্রিফিক্স ফিল্টার একটি ফাইল বাদ দিতে পারে কেবল তখনই, যখন স্ক্যান একটিমাত্র প্রিফিক্সের ভেতরে থাকে।</translation>
    </message>
    <message>
        <source>Compacting every file into one…</source>
        <translation>সব ফাইল কমপ্যাক্ট করে একটিতে আনা হচ্ছে…</translation>
    </message>
    <message>
        <source>Compaction</source>
        <translation>কমপ্যাকশন</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>আগে</translation>
    </message>
    <message>
        <source>After</source>
        <translation>পরে</translation>
    </message>
    <message>
        <source>SST files</source>
        <translation>SST ফাইল</translation>
    </message>
    <message>
        <source>Filter bytes (filter_size, summed)</source>
        <translation>ফিল্টারের বাইট (filter_size, যোগফল)</translation>
    </message>
    <message>
        <source>Filter policy (filter_policy_name)</source>
        <translation>ফিল্টার পলিসি (filter_policy_name)</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>প্রতি কী-তে বিট</translation>
    </message>
    <message>
        <source>False positives after, measured</source>
        <translation>পরে ফলস পজিটিভ, পরিমাপকৃত</translation>
    </message>
    <message>
        <source>False positives after, formula</source>
        <translation>পরে ফলস পজিটিভ, সূত্র অনুযায়ী</translation>
    </message>
    <message>
        <source>Compaction merged %1 files into %2 and wrote a new filter into it at %3 bits per key: the filter lives inside its SST file, so it is rebuilt whenever the file is.</source>
        <translation>কমপ্যাকশন %1টি ফাইল মিলিয়ে %2টি করেছে এবং তাতে প্রতি কী-তে %3 বিটের একটি নতুন ফিল্টার লিখেছে: ফিল্টার থাকে তার SST ফাইলের ভেতরেই, তাই ফাইলটি যখনই নতুন করে তৈরি হয়, ফিল্টারও তখন নতুন করে তৈরি হয়।</translation>
    </message>
    <message>
        <source>Compaction merged %1 files into %2 and wrote a new filter for the merged keys: the filter lives inside its SST file, so it is rebuilt whenever the file is.</source>
        <translation>কমপ্যাকশন %1টি ফাইল মিলিয়ে %2টি করেছে এবং মেলানো কী-গুলোর জন্য একটি নতুন ফিল্টার লিখেছে: ফিল্টার থাকে তার SST ফাইলের ভেতরেই, তাই ফাইলটি যখনই নতুন করে তৈরি হয়, ফিল্টারও তখন নতুন করে তৈরি হয়।</translation>
    </message>
    <message>
        <source>Building and measuring a database for each bits per key from %1 to %2…</source>
        <translation>প্রতি কী-তে %1 থেকে %2 বিটের প্রতিটি মানের জন্য একটি করে ডেটাবেস তৈরি করে পরিমাপ করা হচ্ছে…</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Filter bytes</source>
        <translation>ফিল্টারের বাইট</translation>
    </message>
    <message>
        <source>Each added bit per key cuts the false positives by more than a third, and the block reads they cost with them; the filter grows by one bit per key.</source>
        <translation>প্রতি কী-তে প্রতিটি বাড়তি বিট ফলস পজিটিভ এক-তৃতীয়াংশেরও বেশি কমায়, আর সেই সঙ্গে সেগুলোর কারণে হওয়া ব্লক পড়াও; ফিল্টার বড় হয় প্রতি কী-তে এক বিট করে।</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) · %1 of filters</source>
        <translation>
            <numerusform>%Lnটি ফাইল · ফিল্টারে %1</numerusform>
            <numerusform>%Lnটি ফাইল · ফিল্টারে %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Lookups (in brackets: of keys not in the database)</source>
        <translation>খোঁজ (বন্ধনীতে: ডেটাবেসে নেই এমন কী-এর)</translation>
    </message>
    <message>
        <source>False positives, formula for one cache line per key (k = %1, %2 bits per key)</source>
        <translation>ফলস পজিটিভ, প্রতি কী-তে একটি ক্যাশ লাইনের সূত্র (k = %1, প্রতি কী-তে %2 বিট)</translation>
    </message>
    <message>
        <source>False positives, cache-line formula</source>
        <translation>ফলস পজিটিভ, ক্যাশ-লাইন সূত্র</translation>
    </message>
    <message>
        <source>The database without filters gives the same answer.</source>
        <translation>ফিল্টার ছাড়া ডেটাবেসও একই উত্তর দেয়।</translation>
    </message>
    <message>
        <source>The database without filters gives a different answer: a filter said definitely not to a key its file holds.</source>
        <translation>ফিল্টার ছাড়া ডেটাবেস ভিন্ন উত্তর দেয়: একটি ফিল্টার এমন একটি কী-কে নিশ্চিতভাবে নেই বলেছে, যা তার ফাইলেই আছে।</translation>
    </message>
    <message>
        <source>%1 %2 filters said definitely not (no read), %3 said maybe, %4 of them wrongly. Blocks read: %5 with filters, %6 without. %7</source>
        <translation>%1 %2টি ফিল্টার বলেছে নিশ্চিতভাবে নেই (কিছু পড়া হয়নি), %3টি বলেছে হয়তো, যার %4টি ভুল। পড়া ব্লক: ফিল্টারসহ %5টি, ফিল্টার ছাড়া %6টি। %7</translation>
    </message>
</context>
<context>
    <name>StorageTab</name>
    <message>
        <source>A storage engine built as an LSM tree (RocksDB here, the real one) writes keys in sorted files, SSTables, and never changes a file once written. A key may be in any of several files, so a lookup would read a block of each. Every file carries its own Bloom filter: a “definitely not” skips the file without reading it, a false positive costs one read for nothing, never a wrong answer.</source>
        <translation>LSM ট্রি হিসেবে তৈরি একটি স্টোরেজ ইঞ্জিন (এখানে RocksDB, আসলটিই) কী-গুলো সাজানো ফাইলে, অর্থাৎ SSTable-এ, লেখে, আর একবার লেখা কোনো ফাইল কখনো বদলায় না। একটি কী কয়েকটি ফাইলের যেকোনোটিতে থাকতে পারে, তাই একটি খোঁজকে প্রতিটি ফাইলের একটি করে ব্লক পড়তে হতো। প্রতিটি ফাইল তার নিজস্ব ব্লুম ফিল্টার বহন করে: একটি “নিশ্চিতভাবে নেই” ফাইলটি না পড়েই বাদ দেয়, আর একটি ফলস পজিটিভের খরচ একটি অকারণ পড়া, ভুল উত্তর কখনোই নয়।</translation>
    </message>
    <message>
        <source>Lookup</source>
        <translation>খোঁজ</translation>
    </message>
    <message>
        <source>A filter per SST file</source>
        <translation>প্রতি SST ফাইলে একটি ফিল্টার</translation>
    </message>
    <message>
        <source>Data blocks on disk</source>
        <translation>ডিস্কে ডেটা ব্লক</translation>
    </message>
    <message>
        <source>rocksdb-results.csv</source>
        <translation>rocksdb-results.csv</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>ডেটাবেস</translation>
    </message>
    <message>
        <source>Build both databases</source>
        <translation>দুটি ডেটাবেসই তৈরি করুন</translation>
    </message>
    <message>
        <source>SST files:</source>
        <translation>SST ফাইল:</translation>
    </message>
    <message>
        <source>Keys per file:</source>
        <translation>প্রতি ফাইলে কী:</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>প্রতি কী-তে বিট:</translation>
    </message>
    <message>
        <source>Point lookups</source>
        <translation>একক কী-এর খোঁজ</translation>
    </message>
    <message>
        <source>A key, e.g. 4216:order:00012346</source>
        <translation>একটি কী, যেমন 4216:order:00012346</translation>
    </message>
    <message>
        <source>Key to look up</source>
        <translation>খোঁজার কী</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>খুঁজুন</translation>
    </message>
    <message>
        <source>A key that is there</source>
        <translation>আছে এমন একটি কী</translation>
    </message>
    <message>
        <source>A key that is not</source>
        <translation>নেই এমন একটি কী</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Run the batch</source>
        <translation>ব্যাচ চালান</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>কী:</translation>
    </message>
    <message>
        <source>Lookups in a batch:</source>
        <translation>এক ব্যাচে খোঁজ:</translation>
    </message>
    <message>
        <source>Keys not in the database:</source>
        <translation>ডেটাবেসে নেই এমন কী:</translation>
    </message>
    <message>
        <source>Range scan and compaction</source>
        <translation>রেঞ্জ স্ক্যান ও কমপ্যাকশন</translation>
    </message>
    <message>
        <source>Scan from the key above</source>
        <translation>ওপরের কী থেকে স্ক্যান করুন</translation>
    </message>
    <message>
        <source>With a new bits per key:</source>
        <translation>প্রতি কী-তে নতুন বিট সংখ্যা:</translation>
    </message>
    <message>
        <source>Compact into one file</source>
        <translation>কমপ্যাক্ট করে একটি ফাইলে আনুন</translation>
    </message>
    <message>
        <source>Keys to scan:</source>
        <translation>স্ক্যান করার কী:</translation>
    </message>
    <message>
        <source>Bits-per-key sweep</source>
        <translation>প্রতি কী-তে বিটের সুইপ</translation>
    </message>
    <message>
        <source>Run the sweep</source>
        <translation>সুইপ চালান</translation>
    </message>
    <message>
        <source>From bits per key:</source>
        <translation>শুরু (প্রতি কী-তে বিট):</translation>
    </message>
    <message>
        <source>To bits per key:</source>
        <translation>শেষ (প্রতি কী-তে বিট):</translation>
    </message>
</context>
<context>
    <name>SweepChart</name>
    <message>
        <source>False positives, measured</source>
        <translation>ফলস পজিটিভ, পরিমাপকৃত</translation>
    </message>
    <message>
        <source>Block reads avoided</source>
        <translation>এড়ানো ব্লক পড়া</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>প্রতি কী-তে বিট</translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation>ফলস পজিটিভ হার</translation>
    </message>
    <message>
        <source>Bits-per-key sweep chart</source>
        <translation>প্রতি কী-তে বিটের সুইপের চার্ট</translation>
    </message>
    <message>
        <source>Block reads avoided (%)</source>
        <translation>এড়ানো ব্লক পড়া (%)</translation>
    </message>
    <message>
        <source>False positives, cache-line formula</source>
        <translation>ফলস পজিটিভ, ক্যাশ-লাইন সূত্র</translation>
    </message>
</context>
<context>
    <name>SystemDiagram</name>
    <message>
        <source>System diagram</source>
        <translation>সিস্টেমের ডায়াগ্রাম</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 থেকে %2</translation>
    </message>
    <message>
        <source>. Last request: %1</source>
        <translation>। সর্বশেষ অনুরোধ: %1</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, তারপর </translation>
    </message>
</context>
<context>
    <name>SystemTab</name>
    <message>
        <source>Export results as CSV…</source>
        <translation>ফলাফল CSV হিসেবে রপ্তানি…</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>ফলাফল রপ্তানি করুন</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ফাইল (*.csv)</translation>
    </message>
</context>
<context>
    <name>SystemsMessages</name>
    <message>
        <source>%1 is not an SQLite database. BloomLab left it as it is; choose another file or a new name.</source>
        <translation>%1 কোনো SQLite ডেটাবেস নয়। BloomLab এটি যেমন ছিল তেমনই রেখেছে; অন্য একটি ফাইল বা নতুন একটি নাম বেছে নিন।</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program (it has no BloomLab users table). BloomLab left it as it is; choose a new file name.</source>
        <translation>%1 অন্য একটি প্রোগ্রামের SQLite ডেটাবেস (এতে BloomLab-এর ব্যবহারকারীদের টেবিল নেই)। BloomLab এটি যেমন ছিল তেমনই রেখেছে; নতুন একটি ফাইলের নাম বেছে নিন।</translation>
    </message>
    <message>
        <source>%1 was written by a newer BloomLab. This version left it as it is; update BloomLab or choose another file.</source>
        <translation>%1 লিখেছে BloomLab-এর নতুনতর একটি সংস্করণ। এই সংস্করণ এটি যেমন ছিল তেমনই রেখেছে; BloomLab হালনাগাদ করুন বা অন্য একটি ফাইল বেছে নিন।</translation>
    </message>
    <message>
        <source>%1 cannot be written (the file, its folder or its disk is read-only). Choose a file in a folder you can write to.</source>
        <translation>%1-এ লেখা যাচ্ছে না (ফাইলটি, এর ফোল্ডার বা এর ডিস্ক কেবল পড়ার জন্য)। এমন একটি ফোল্ডারের ফাইল বেছে নিন, যেখানে আপনি লিখতে পারেন।</translation>
    </message>
    <message>
        <source>%1 is locked by another program that is writing to it. Close that program, or wait, and try again.</source>
        <translation>%1 অন্য একটি প্রোগ্রাম লক করে রেখেছে, যা এতে লিখছে। সেই প্রোগ্রামটি বন্ধ করুন, অথবা অপেক্ষা করুন, তারপর আবার চেষ্টা করুন।</translation>
    </message>
    <message>
        <source>The database cannot be created there: the folder of %1 does not exist or cannot be written.</source>
        <translation>সেখানে ডেটাবেস তৈরি করা যাচ্ছে না: %1-এর ফোল্ডারটি নেই, অথবা তাতে লেখা যায় না।</translation>
    </message>
    <message>
        <source>That name is taken: the database already has it.</source>
        <translation>নামটি আগেই নেওয়া হয়েছে: ডেটাবেসে এটি আগে থেকেই আছে।</translation>
    </message>
    <message>
        <source>SQLite could not do that with %1 (the disk may be full). Nothing was changed.</source>
        <translation>SQLite %1-এর সঙ্গে কাজটি করতে পারেনি (ডিস্ক হয়তো ভরে গেছে)। কিছুই বদলানো হয়নি।</translation>
    </message>
    <message>
        <source>Cancelled. The database is as it was before.</source>
        <translation>বাতিল করা হয়েছে। ডেটাবেস আগের মতোই আছে।</translation>
    </message>
    <message>
        <source>Redis is not installed on this computer (no redis-server was found). Install the redis-server package, or keep the filter in this process.</source>
        <translation>এই কম্পিউটারে Redis ইনস্টল করা নেই (কোনো redis-server পাওয়া যায়নি)। redis-server প্যাকেজটি ইনস্টল করুন, অথবা ফিল্টার এই প্রসেসেই রাখুন।</translation>
    </message>
    <message>
        <source>redis-server is installed but did not start.</source>
        <translation>redis-server ইনস্টল করা আছে, কিন্তু চালু হয়নি।</translation>
    </message>
    <message>
        <source>redis-server is installed but did not start. It said: %1</source>
        <translation>redis-server ইনস্টল করা আছে, কিন্তু চালু হয়নি। এটি জানিয়েছে: %1</translation>
    </message>
    <message>
        <source>No Redis server answered there. Check the host and port, and that the server is running.</source>
        <translation>সেখানে কোনো Redis সার্ভার সাড়া দেয়নি। হোস্ট ও পোর্ট যাচাই করুন, আর দেখুন সার্ভারটি চলছে কি না।</translation>
    </message>
    <message>
        <source>The Redis server refused the password (or needs one). Check the password.</source>
        <translation>Redis সার্ভার পাসওয়ার্ডটি গ্রহণ করেনি (অথবা একটি পাসওয়ার্ড চায়)। পাসওয়ার্ডটি যাচাই করুন।</translation>
    </message>
    <message>
        <source>The Redis server stopped answering in the middle of the run (it was stopped or it crashed). The run stopped; the database was not changed.</source>
        <translation>চালানোর মাঝপথে Redis সার্ভার সাড়া দেওয়া বন্ধ করেছে (এটিকে থামানো হয়েছে বা এটি ক্র্যাশ করেছে)। চালানো থেমে গেছে; ডেটাবেস বদলানো হয়নি।</translation>
    </message>
    <message>
        <source>This filter needs more than 2³² bits, the most a Redis string can hold. Choose a larger false-positive rate or fewer users.</source>
        <translation>এই ফিল্টারের ২³²-এর বেশি বিট লাগবে, যা একটি Redis স্ট্রিংয়ের সর্বোচ্চ ধারণক্ষমতা। আরও বড় ফলস পজিটিভ হার বা কম ব্যবহারকারী বেছে নিন।</translation>
    </message>
    <message>
        <source>Redis refused a command: %1</source>
        <translation>Redis একটি কমান্ড প্রত্যাখ্যান করেছে: %1</translation>
    </message>
    <message>
        <source>Names are at most %1 characters long (the users table&apos;s limit).</source>
        <translation>নাম সর্বোচ্চ %1 অক্ষর দীর্ঘ হতে পারে (ব্যবহারকারীদের টেবিলের সীমা)।</translation>
    </message>
    <message>
        <source>That name holds a broken character (it is not valid Unicode text).</source>
        <translation>নামটিতে একটি ভাঙা অক্ষর আছে (এটি বৈধ Unicode লেখা নয়)।</translation>
    </message>
    <message>
        <source>Names cannot hold tabs, line breaks or other invisible control characters.</source>
        <translation>নামে ট্যাব, লাইন ব্রেক বা অন্য কোনো অদৃশ্য কন্ট্রোল অক্ষর থাকতে পারে না।</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation>বাতিল করা হয়েছে। কিছুই বদলানো হয়নি।</translation>
    </message>
    <message>
        <source>Build the filter first: the sign-up checks go through it.</source>
        <translation>আগে ফিল্টার তৈরি করুন: সাইন-আপ যাচাই এর মধ্য দিয়েই হয়।</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 SST files.</source>
        <translation>%1 থেকে %2টি SST ফাইলের মধ্যে বেছে নিন।</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 keys per file.</source>
        <translation>প্রতি ফাইলে %1 থেকে %2টি কী-এর মধ্যে বেছে নিন।</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 bits per key.</source>
        <translation>প্রতি কী-তে %1 থেকে %2 বিটের মধ্যে বেছে নিন।</translation>
    </message>
    <message>
        <source>Choose a prefix of %1 to %2 characters.</source>
        <translation>%1 থেকে %2 অক্ষরের একটি প্রিফিক্স বেছে নিন।</translation>
    </message>
    <message>
        <source>Choose at most %1 lookups.</source>
        <translation>সর্বোচ্চ %1টি খোঁজ বেছে নিন।</translation>
    </message>
    <message>
        <source>The share of missing keys must be between 0% and 100%.</source>
        <translation>অনুপস্থিত কী-এর অংশ ০% থেকে ১০০%-এর মধ্যে হতে হবে।</translation>
    </message>
    <message>
        <source>A scan returns 1 to %1 keys.</source>
        <translation>একটি স্ক্যান ১ থেকে %1টি কী ফেরত দেয়।</translation>
    </message>
    <message>
        <source>The sweep goes from 1 to 20 bits per key, low to high.</source>
        <translation>সুইপ চলে প্রতি কী-তে ১ থেকে ২০ বিট পর্যন্ত, কম থেকে বেশির দিকে।</translation>
    </message>
    <message>
        <source>Type a key to look up.</source>
        <translation>খোঁজার জন্য একটি কী লিখুন।</translation>
    </message>
    <message>
        <source>Keys are at most %1 bytes long here.</source>
        <translation>এখানে কী সর্বোচ্চ %1 বাইট দীর্ঘ হতে পারে।</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>RocksDB&apos;s folder could not be made in the temporary folder (it is read-only or missing).</source>
        <translation>অস্থায়ী ফোল্ডারে RocksDB-এর ফোল্ডার তৈরি করা যায়নি (সেটি কেবল পড়ার জন্য, অথবা নেই)।</translation>
    </message>
    <message>
        <source>Not enough disk space: this needs about %1 and %2 is free.</source>
        <translation>ডিস্কে যথেষ্ট জায়গা নেই: এর জন্য প্রায় %1 লাগবে, অথচ খালি আছে %2।</translation>
    </message>
    <message>
        <source>The disk is full. Choose fewer files or keys.</source>
        <translation>ডিস্ক ভরে গেছে। কম ফাইল বা কম কী বেছে নিন।</translation>
    </message>
    <message>
        <source>RocksDB could not open its database.</source>
        <translation>RocksDB তার ডেটাবেস খুলতে পারেনি।</translation>
    </message>
    <message>
        <source>RocksDB could not write (the disk may be full).</source>
        <translation>RocksDB লিখতে পারেনি (ডিস্ক হয়তো ভরে গেছে)।</translation>
    </message>
    <message>
        <source>RocksDB could not read a file back.</source>
        <translation>RocksDB একটি ফাইল আবার পড়তে পারেনি।</translation>
    </message>
    <message>
        <source>RocksDB could not compact the files.</source>
        <translation>RocksDB ফাইলগুলো কমপ্যাক্ট করতে পারেনি।</translation>
    </message>
    <message>
        <source>Choose a false-positive rate between %1 and %2.</source>
        <translation>%1 থেকে %2-এর মধ্যে একটি ফলস পজিটিভ হার বেছে নিন।</translation>
    </message>
    <message>
        <source>Type a name first.</source>
        <translation>আগে একটি নাম লিখুন।</translation>
    </message>
</context>
<context>
    <name>SystemsPage</name>
    <message>
        <source>Sign-up (SQLite, Redis)</source>
        <translation>সাইন-আপ (SQLite, Redis)</translation>
    </message>
    <message>
        <source>Storage engine (RocksDB)</source>
        <translation>স্টোরেজ ইঞ্জিন (RocksDB)</translation>
    </message>
    <message>
        <source>Web crawler</source>
        <translation>ওয়েব ক্রলার</translation>
    </message>
    <message>
        <source>Safe Browsing</source>
        <translation>Safe Browsing</translation>
    </message>
    <message>
        <source>CDN (one-hit wonders)</source>
        <translation>CDN (ওয়ান-হিট ওয়ান্ডার)</translation>
    </message>
    <message>
        <source>Export the diagram</source>
        <translation>ডায়াগ্রাম এক্সপোর্ট করুন</translation>
    </message>
    <message>
        <source>system-diagram.png</source>
        <translation>system-diagram.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG ছবি (*.png);;SVG ছবি (*.svg)</translation>
    </message>
</context>
<context>
    <name>TraceStepsModel</name>
    <message>
        <source>waiting</source>
        <translation>অপেক্ষমাণ</translation>
    </message>
    <message>
        <source>running</source>
        <translation>চলছে</translation>
    </message>
    <message>
        <source>skipped: not evaluated</source>
        <translation>বাদ দেওয়া হয়েছে: হিসাব করা হয়নি</translation>
    </message>
    <message>
        <source>0 bit: stop here</source>
        <translation>০ বিট: এখানেই থামুন</translation>
    </message>
    <message>
        <source>done</source>
        <translation>সম্পন্ন</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>হ্যাশ</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>মান</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>অবস্থান</translation>
    </message>
    <message>
        <source>Bit</source>
        <translation>বিট</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>অবস্থা</translation>
    </message>
</context>
<context>
    <name>TraceStepsView</name>
    <message>
        <source>Hash steps</source>
        <translation>হ্যাশের ধাপসমূহ</translation>
    </message>
</context>
<context>
    <name>VariantsCard</name>
    <message>
        <source>Variants compared</source>
        <translation>ভ্যারিয়েন্টগুলোর তুলনা</translation>
    </message>
    <message>
        <source>Four kinds of Bloom filter built for the same n keys and target rate p, then timed and probed on this computer. Only the filters&apos; own calls are timed. Bold marks the best of each column.</source>
        <translation>একই n-টি কী ও লক্ষ্য হার p-এর জন্য চার ধরনের ব্লুম ফিল্টার তৈরি করা হয়, তারপর এই কম্পিউটারেই এদের সময় মাপা ও যাচাই করা হয়। কেবল ফিল্টারগুলোর নিজস্ব কলের সময় মাপা হয়। প্রতিটি কলামের সেরা মান বোল্ডে দেখানো হয়।</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>কী (n)</translation>
    </message>
    <message>
        <source>Target false-positive rate (p), in percent</source>
        <translation>লক্ষ্য ফলস পজিটিভ হার (p), শতাংশে</translation>
    </message>
    <message>
        <source>&amp;Keys (n):</source>
        <translation>কী (n) (&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Target rate (p):</source>
        <translation>লক্ষ্য হার (p) (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Run comparison</source>
        <translation>তুলনা চালান (&amp;R)</translation>
    </message>
    <message>
        <source>Build each filter in turn, insert n generated keys, then probe keys never added</source>
        <translation>একে একে প্রতিটি ফিল্টার তৈরি করুন, তৈরি করা n-টি কী যোগ করুন, তারপর কখনো যোগ না করা কী দিয়ে যাচাই করুন</translation>
    </message>
    <message>
        <source>Comparison progress</source>
        <translation>তুলনার অগ্রগতি</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Filter variants compared</source>
        <translation>ফিল্টার ভ্যারিয়েন্টগুলোর তুলনা</translation>
    </message>
    <message>
        <source>One row per filter kind; the best value of each column is in bold</source>
        <translation>প্রতিটি ধরনের ফিল্টারের জন্য একটি সারি; প্রতিটি কলামের সেরা মান বোল্ডে দেখানো</translation>
    </message>
    <message>
        <source>The trade-offs: the blocked filter buys speed with a slightly higher rate at the same memory; the counting filter buys deletion with four times the memory; the scalable filter buys not knowing n in advance with more memory and slower queries. The classic filter is the baseline.</source>
        <translation>ট্রেড-অফগুলো: ব্লকড ফিল্টার একই মেমরিতে সামান্য বেশি হারের বিনিময়ে গতি পায়; কাউন্টিং ফিল্টার চার গুণ মেমরির বিনিময়ে মুছে ফেলার সুবিধা পায়; স্কেলেবল ফিল্টার বেশি মেমরি ও ধীর যাচাইয়ের বিনিময়ে আগে থেকে n না জেনেও কাজ করতে পারে। ক্লাসিক ফিল্টারই তুলনার ভিত্তি।</translation>
    </message>
    <message>
        <source>Measuring %1 (%2 of %3)…</source>
        <translation>%1 পরিমাপ করা হচ্ছে (%3টির মধ্যে %2)…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>বাতিল করা হয়েছে।</translation>
    </message>
    <message>
        <source>Measured with n = %1 keys and %2 never-added keys probed, target rate %3. Timings vary from run to run on a busy computer.</source>
        <translation>n = %1টি কী দিয়ে পরিমাপ করা হয়েছে এবং কখনো যোগ না করা %2টি কী দিয়ে যাচাই করা হয়েছে, লক্ষ্য হার %3। ব্যস্ত কম্পিউটারে প্রতিবার চালানোর সময় মাপা সময় আলাদা হতে পারে।</translation>
    </message>
    <message>
        <source>The fifth row is a cuckoo filter, which is not a Bloom filter, built and timed the same way.</source>
        <translation>পঞ্চম সারিটি একটি কাক্কু ফিল্টার, যা ব্লুম ফিল্টার নয়, তবে একইভাবে তৈরি ও সময় মাপা হয়েছে।</translation>
    </message>
    <message>
        <source>The cuckoo filter deletes without counters, at about %1 bits per key, but its table can fill up: it refuses inserts past its load.</source>
        <translation>কাক্কু ফিল্টার কাউন্টার ছাড়াই মুছতে পারে, প্রতি কী-তে প্রায় %1 বিটে, কিন্তু এর টেবিল ভরে যেতে পারে: ধারণক্ষমতার বেশি হলে এটি নতুন কী নিতে অস্বীকার করে।</translation>
    </message>
</context>
<context>
    <name>VariantsModel</name>
    <message>
        <source>Classic</source>
        <translation>ক্লাসিক</translation>
    </message>
    <message>
        <source>Blocked (one cache line per key)</source>
        <translation>ব্লকড (প্রতি কী-তে একটি ক্যাশ লাইন)</translation>
    </message>
    <message>
        <source>Counting (4-bit counters)</source>
        <translation>কাউন্টিং (৪-বিট কাউন্টার)</translation>
    </message>
    <message>
        <source>Scalable (starts at n/16 and grows)</source>
        <translation>স্কেলেবল (n/১৬ থেকে শুরু হয়ে বাড়ে)</translation>
    </message>
    <message>
        <source>You know n, never delete, and want the least memory for a given rate.</source>
        <translation>আপনি n জানেন, কখনো কিছু মুছে ফেলেন না, এবং নির্দিষ্ট হারের জন্য সবচেয়ে কম মেমরি চান।</translation>
    </message>
    <message>
        <source>Speed matters most: one cache miss per operation, for a slightly higher rate at the same memory.</source>
        <translation>গতিই সবচেয়ে গুরুত্বপূর্ণ: প্রতিটি অপারেশনে একটিমাত্র ক্যাশ মিস, বিনিময়ে একই মেমরিতে হার সামান্য বেশি।</translation>
    </message>
    <message>
        <source>Keys must be removed again, as in a cache or a changing set; it costs four times the memory.</source>
        <translation>কী আবার সরাতে হয়, যেমন ক্যাশে বা পরিবর্তনশীল সেটে; এর খরচ চার গুণ মেমরি।</translation>
    </message>
    <message>
        <source>You cannot know n in advance: it grows and keeps the rate under p, paying with memory and slower queries.</source>
        <translation>আপনি আগে থেকে n জানতে পারেন না: এটি বড় হতে থাকে এবং হারকে p-এর নিচে রাখে, বিনিময়ে বেশি মেমরি লাগে ও যাচাই ধীর হয়।</translation>
    </message>
    <message>
        <source>Yes, %1 ns/key</source>
        <translation>হ্যাঁ, %1 ns/কী</translation>
    </message>
    <message>
        <source>No</source>
        <translation>না</translation>
    </message>
    <message>
        <source>m = %1 bits, k = %2. Timed through the batched calls, which hash a group of keys and prefetch their memory.</source>
        <translation>m = %1 বিট, k = %2। সময় মাপা হয়েছে ব্যাচ কলের মাধ্যমে, যা একগুচ্ছ কী-এর হ্যাশ করে এবং তাদের মেমরি আগেভাগে প্রিফেচ করে।</translation>
    </message>
    <message>
        <source>m = %1 bits in %2 cache lines of 512 bits; all k = %3 bits of a key in one line. Timed through the batched calls.</source>
        <translation>m = %1 বিট, ৫১২ বিটের %2টি ক্যাশ লাইনে; একটি কী-এর k = %3টি বিটই একটি লাইনে। সময় মাপা হয়েছে ব্যাচ কলের মাধ্যমে।</translation>
    </message>
    <message>
        <source>%1 four-bit counters, k = %2. One key at a time; each insert and delete also records its steps for the lessons.</source>
        <translation>%1টি ৪-বিট কাউন্টার, k = %2। একবারে একটি কী; প্রতিটি যোগ ও মুছে ফেলা পাঠের জন্য নিজের ধাপগুলোও রেকর্ড করে।</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s) with %1 bits in all. One key at a time; a check may ask every slice.</source>
        <translation>
            <numerusform>মোট %1 বিটসহ %Lnটি অংশ। একবারে একটি কী; একটি যাচাইয়ে প্রতিটি অংশ দেখতে হতে পারে।</numerusform>
            <numerusform>মোট %1 বিটসহ %Lnটি অংশ। একবারে একটি কী; একটি যাচাইয়ে প্রতিটি অংশ দেখতে হতে পারে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks of keys that were never added, the usual case for a filter.</source>
        <translation>কখনো যোগ না করা কী-এর যাচাই, যা ফিল্টারের ক্ষেত্রে সাধারণ ঘটনা।</translation>
    </message>
    <message>
        <source>%1 false positives in %2 probes; 95% interval %3 to %4.</source>
        <translation>%2টি যাচাইয়ে %1টি ফলস পজিটিভ; ৯৫% ব্যবধান %3 থেকে %4।</translation>
    </message>
    <message numerus="yes">
        <source>Every key was removed again; %n counter(s) stayed above zero.</source>
        <translation>
            <numerusform>প্রতিটি কী আবার সরানো হয়েছে; %Lnটি কাউন্টার শূন্যের ওপরে রয়ে গেছে।</numerusform>
            <numerusform>প্রতিটি কী আবার সরানো হয়েছে; %Lnটি কাউন্টার শূন্যের ওপরে রয়ে গেছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Clearing a bit could erase other keys: deleting would cause false negatives.</source>
        <translation>একটি বিট মুছে দিলে অন্য কী-ও মুছে যেতে পারে: মুছে ফেললে ফলস নেগেটিভ হবে।</translation>
    </message>
    <message>
        <source>Best in this column</source>
        <translation>এই কলামে সেরা</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>লক্ষ্য: %1</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>ফিল্টার</translation>
    </message>
    <message>
        <source>Insert, ns/key</source>
        <translation>যোগ, ns/কী</translation>
    </message>
    <message>
        <source>Query, ns/key</source>
        <translation>যাচাই, ns/কী</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>মেমরি</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>প্রতি কী-তে বিট</translation>
    </message>
    <message>
        <source>Measured FPR</source>
        <translation>পরিমাপকৃত FPR</translation>
    </message>
    <message>
        <source>Expected FPR</source>
        <translation>প্রত্যাশিত FPR</translation>
    </message>
    <message>
        <source>Can delete</source>
        <translation>মুছতে পারে</translation>
    </message>
    <message>
        <source>When to choose it</source>
        <translation>কখন বেছে নেবেন</translation>
    </message>
    <message>
        <source>Cuckoo (buckets of 4 fingerprints)</source>
        <translation>কাক্কু (৪টি ফিঙ্গারপ্রিন্টের বাকেট)</translation>
    </message>
    <message>
        <source>%1 slots in buckets of 4, fingerprints of %2 bits, %3 full once every key was in. Inserts one key at a time (each may move others); checks through the batched call, two buckets per key.</source>
        <translation>%1টি স্লট, প্রতি বাকেটে ৪টি করে; ফিঙ্গারপ্রিন্ট %2 বিটের; সব কী যোগ হওয়ার পর টেবিলের %3 ভরে গিয়েছিল। একবারে একটি কী যোগ করা হয় (প্রতিটি যোগে অন্য কী-গুলোর জায়গা বদলে যেতে পারে); যাচাই হয় ব্যাচ কলের মাধ্যমে, প্রতি কী-তে দুটি বাকেট।</translation>
    </message>
    <message>
        <source>1 − (1 − 1/2^f)^(2·4·load) at the load reached, %1; a full table stays under 2·4/2^f = %2.</source>
        <translation>১ − (১ − ১/২^f)^(২·৪·load), পৌঁছানো লোড %1-এ; পুরো ভরা টেবিলের হার ২·৪/২^f = %2-এর নিচে থাকে।</translation>
    </message>
    <message numerus="yes">
        <source>Every key was removed again, its fingerprint taken from one of its two buckets; %n fingerprint(s) stayed.</source>
        <translation>
            <numerusform>প্রতিটি কী আবার সরানো হয়েছে, প্রতিটির ফিঙ্গারপ্রিন্ট তার দুটি বাকেটের একটি থেকে তুলে নেওয়া হয়েছে; %Lnটি ফিঙ্গারপ্রিন্ট রয়ে গেছে।</numerusform>
            <numerusform>প্রতিটি কী আবার সরানো হয়েছে, প্রতিটির ফিঙ্গারপ্রিন্ট তার দুটি বাকেটের একটি থেকে তুলে নেওয়া হয়েছে; %Lnটি ফিঙ্গারপ্রিন্ট রয়ে গেছে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys must be removed without a counting filter&apos;s memory: it deletes, and checks two buckets. Near full load and below about p = 0.3% it is also smaller than a classic filter. It refuses inserts once full, and removing a key that was never added can remove another.</source>
        <translation>কী সরাতে হবে, কিন্তু কাউন্টিং ফিল্টারের মতো মেমরি খরচ ছাড়াই: এটি মুছতে পারে, আর যাচাইয়ে দুটি বাকেট দেখে। প্রায় পূর্ণ লোডে এবং মোটামুটি p = ০.৩%-এর নিচে এটি ক্লাসিক ফিল্টারের চেয়ে ছোটও হয়। পূর্ণ হয়ে গেলে এটি আর কী যোগ করতে দেয় না, আর কখনো যোগ না করা কোনো কী সরালে অন্য একটি কী সরে যেতে পারে।</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG ছবি (*.png);;SVG ছবি (*.svg)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 সংরক্ষণ করা যায়নি: %2</translation>
    </message>
    <message>
        <source>choose a name ending in .png or .svg</source>
        <translation>.png বা .svg দিয়ে শেষ হয় এমন একটি নাম বেছে নিন</translation>
    </message>
    <message>
        <source>A bit array exported from BloomLab</source>
        <translation>BloomLab থেকে এক্সপোর্ট করা একটি বিট অ্যারে</translation>
    </message>
    <message numerus="yes">
        <source>m = %Ln bit(s)</source>
        <translation>
            <numerusform>m = %Lnটি বিট</numerusform>
            <numerusform>m = %Lnটি বিট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>k = %Ln hash function(s)</source>
        <translation>
            <numerusform>k = %Lnটি হ্যাশ ফাংশন</numerusform>
            <numerusform>k = %Lnটি হ্যাশ ফাংশন</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>n = %Ln key(s) added</source>
        <translation>
            <numerusform>n = %Lnটি কী যোগ করা হয়েছে</numerusform>
            <numerusform>n = %Lnটি কী যোগ করা হয়েছে</numerusform>
        </translation>
    </message>
    <message>
        <source>Hash scheme: %1</source>
        <translation>হ্যাশ স্কিম: %1</translation>
    </message>
    <message>
        <source>Exported from BloomLab on %1</source>
        <translation>%1 তারিখে BloomLab থেকে এক্সপোর্ট করা হয়েছে</translation>
    </message>
</context>
</TS>
