<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ur">
<context>
    <name>BitArrayView</name>
    <message>
        <source>Bit array</source>
        <translation>بٹ ارے</translation>
    </message>
    <message>
        <source>An empty bit array.</source>
        <translation>ایک خالی بٹ ارے۔</translation>
    </message>
    <message>
        <source>%1 bits, %2 set. Focused: %3</source>
        <translation>⁨%1⁩ بٹ، ⁨%2⁩ سیٹ۔ فوکس میں: ⁨%3⁩</translation>
    </message>
</context>
<context>
    <name>BitCellModel</name>
    <message>
        <source>No added key hashes here.</source>
        <translation>کسی شامل شدہ کلید کا ہیش یہاں نہیں پڑتا۔</translation>
    </message>
    <message numerus="yes">
        <source>Set by %n key(s): %1.</source>
        <translation>
            <numerusform>⁨%Ln⁩ کلید نے سیٹ کیا: ⁨%1⁩۔</numerusform>
            <numerusform>⁨%Ln⁩ کلیدوں نے سیٹ کیا: ⁨%1⁩۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Counter %1 is %2 and stuck at its maximum.</source>
        <translation>کاؤنٹر ⁨%1⁩ کی قدر ⁨%2⁩ ہے اور یہ اپنی زیادہ سے زیادہ حد پر اٹک گیا ہے۔</translation>
    </message>
    <message>
        <source>Counter %1 is %2.</source>
        <translation>کاؤنٹر ⁨%1⁩ کی قدر ⁨%2⁩ ہے۔</translation>
    </message>
    <message>
        <source>Bit %1 is %2.</source>
        <translation>بٹ ⁨%1⁩ کی قدر ⁨%2⁩ ہے۔</translation>
    </message>
</context>
<context>
    <name>CdnController</name>
    <message>
        <source>Cancelled. The last finished run is still shown.</source>
        <translation>منسوخ کر دیا گیا۔ آخری مکمل رن اب بھی دکھایا جا رہا ہے۔</translation>
    </message>
    <message>
        <source>Not enough memory for the trace and the caches: this needs about %1 and %2 is available. Choose fewer requests or a smaller catalogue.</source>
        <translation>ٹریس اور کیشز کے لیے کافی میموری نہیں ہے: اس کے لیے تقریباً ⁨%1⁩ درکار ہے اور دستیاب ⁨%2⁩ ہے۔ کم درخواستیں یا چھوٹا کیٹلاگ منتخب کریں۔</translation>
    </message>
    <message>
        <source>Choose %1 to %2 requests.</source>
        <translation>⁨%1⁩ سے ⁨%2⁩ تک درخواستیں منتخب کریں۔</translation>
    </message>
    <message>
        <source>Choose a catalogue of %1 to %2 objects.</source>
        <translation>⁨%1⁩ سے ⁨%2⁩ تک آبجیکٹس کا کیٹلاگ منتخب کریں۔</translation>
    </message>
    <message>
        <source>Choose a Zipf skew between %1 and %2.</source>
        <translation>⁦Zipf⁩ جھکاؤ ⁨%1⁩ اور ⁨%2⁩ کے درمیان منتخب کریں۔</translation>
    </message>
    <message>
        <source>The cache cannot hold more objects than the catalogue has: choose a capacity of 1 to %1, or a larger catalogue.</source>
        <translation>کیش میں کیٹلاگ سے زیادہ آبجیکٹس نہیں رکھے جا سکتے: 1 سے ⁨%1⁩ تک کی گنجائش منتخب کریں، یا بڑا کیٹلاگ۔</translation>
    </message>
    <message>
        <source>The trace asks for an object outside the catalogue.</source>
        <translation>ٹریس ایک ایسا آبجیکٹ مانگتا ہے جو کیٹلاگ میں نہیں ہے۔</translation>
    </message>
    <message>
        <source>Admit everything</source>
        <translation>سب کو داخلہ</translation>
    </message>
    <message>
        <source>Second request, exact</source>
        <translation>دوسری درخواست پر، بالکل درست</translation>
    </message>
    <message>
        <source>Second request, filter</source>
        <translation>دوسری درخواست پر، فلٹر</translation>
    </message>
    <message>
        <source>Drawing %1 requests and playing them through the cache three ways…</source>
        <translation>⁨%1⁩ درخواستیں بنائی جا رہی ہیں اور تین طریقوں سے کیش میں سے گزاری جا رہی ہیں…</translation>
    </message>
    <message>
        <source>Zipf, skew %1</source>
        <translation>⁦Zipf⁩، جھکاؤ ⁨%1⁩</translation>
    </message>
    <message>
        <source>LRU, %1 objects</source>
        <translation>⁦LRU⁩، ⁨%1⁩ آبجیکٹس</translation>
    </message>
    <message>
        <source>Bloom filter at %1</source>
        <translation>⁨%1⁩ پر بلوم فلٹر</translation>
    </message>
    <message>
        <source>request</source>
        <translation>درخواست</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>مس</translation>
    </message>
    <message>
        <source>yes: write</source>
        <translation>ہاں: لکھیں</translation>
    </message>
    <message>
        <source>first time: not written</source>
        <translation>پہلی بار: نہیں لکھا گیا</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Same trace, same cache size</source>
        <translation>ایک ہی ٹریس، ایک ہی کیش سائز</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>درخواستیں</translation>
    </message>
    <message>
        <source>Distinct objects</source>
        <translation>منفرد آبجیکٹس</translation>
    </message>
    <message>
        <source>One-hit wonders (requested once)</source>
        <translation>ون ہٹ ونڈرز (صرف ایک بار مانگے گئے)</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>ہٹس</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>ہٹ کی شرح</translation>
    </message>
    <message>
        <source>Disk writes</source>
        <translation>ڈسک رائٹس</translation>
    </message>
    <message>
        <source>One-hit wonders written to disk</source>
        <translation>ڈسک پر لکھے گئے ون ہٹ ونڈرز</translation>
    </message>
    <message>
        <source>Wrongly admitted (false positives)</source>
        <translation>غلطی سے داخل کیے گئے (غلط مثبت)</translation>
    </message>
    <message>
        <source>… expected, %1</source>
        <translation>… متوقع، ⁨%1⁩</translation>
    </message>
    <message>
        <source>Bloom filter (for %1 objects)</source>
        <translation>بلوم فلٹر (⁨%1⁩ آبجیکٹس کے لیے)</translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation>⁨%1⁩، ⁦k = %2⁩</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>⁨%1⁩ درخواستیں</translation>
    </message>
    <message>
        <source>LRU · hit rate %1</source>
        <translation>⁦LRU⁩ · ہٹ کی شرح ⁨%1⁩</translation>
    </message>
    <message>
        <source>%1 one-hit wonders</source>
        <translation>⁨%1⁩ ون ہٹ ونڈرز</translation>
    </message>
    <message>
        <source>%1 misses</source>
        <translation>⁨%1⁩ مس</translation>
    </message>
    <message>
        <source>%1 written</source>
        <translation>⁨%1⁩ لکھے گئے</translation>
    </message>
    <message>
        <source>%1 first requests: not written</source>
        <translation>⁨%1⁩ پہلی درخواستیں: نہیں لکھی گئیں</translation>
    </message>
    <message>
        <source>Of %1 distinct objects, %2 were requested only once. Admitting everything wrote %3 of them to disk; admitting on the second request with a Bloom filter wrote %4 of them, and cut the disk writes from %5 to %6. Hit rate: %7 admitting everything, %8 with the filter.</source>
        <translation>⁨%1⁩ منفرد آبجیکٹس میں سے ⁨%2⁩ صرف ایک بار مانگے گئے۔ سب کو داخلہ دینے پر ان میں سے ⁨%3⁩ ڈسک پر لکھے گئے؛ بلوم فلٹر کے ساتھ دوسری درخواست پر داخلہ دینے سے ان میں سے ⁨%4⁩ لکھے گئے، اور ڈسک رائٹس ⁨%5⁩ سے گھٹ کر ⁨%6⁩ رہ گئیں۔ ہٹ کی شرح: سب کو داخلہ دینے پر ⁨%7⁩، فلٹر کے ساتھ ⁨%8⁩۔</translation>
    </message>
</context>
<context>
    <name>CdnTab</name>
    <message>
        <source>A content delivery network&apos;s edge server keeps popular objects on its disk. Many objects are requested once and never again — one-hit wonders — and writing each of them to disk wastes the write and pushes out an object that would have been hit. Maggs and Sitaraman describe the remedy in “Algorithmic Nuggets in Content Delivery” (ACM SIGCOMM CCR 45(3), 2015): cache an object only on its second request, and remember the first requests in a Bloom filter. Here one Zipf-distributed trace goes through an LRU cache of one size three ways.</source>
        <translation>کانٹینٹ ڈیلیوری نیٹ ورک کا ایج سرور مقبول آبجیکٹس اپنی ڈسک پر رکھتا ہے۔ بہت سے آبجیکٹس ایک بار مانگے جاتے ہیں اور پھر کبھی نہیں — یعنی ون ہٹ ونڈرز — اور ان میں سے ہر ایک کو ڈسک پر لکھنے سے وہ لکھائی ضائع ہوتی ہے اور کیش سے ایک ایسا آبجیکٹ باہر نکل جاتا ہے جس پر ہٹ ہوتا۔ ⁦Maggs and Sitaraman⁩ نے “⁦Algorithmic Nuggets in Content Delivery⁩” (⁦ACM SIGCOMM CCR 45(3), 2015⁩) میں اس کا حل بیان کیا ہے: کسی آبجیکٹ کو صرف اس کی دوسری درخواست پر کیش کریں، اور پہلی درخواستوں کو بلوم فلٹر میں یاد رکھیں۔ یہاں ⁦Zipf⁩ تقسیم والا ایک ہی ٹریس ایک ہی سائز کے ⁦LRU⁩ کیش میں سے تین طریقوں سے گزرتا ہے۔</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>درخواست</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>کیش</translation>
    </message>
    <message>
        <source>Seen before?</source>
        <translation>پہلے دیکھا گیا؟</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>ڈسک</translation>
    </message>
    <message>
        <source>cdn-results.csv</source>
        <translation>cdn-results.csv</translation>
    </message>
    <message>
        <source>Trace and cache</source>
        <translation>ٹریس اور کیش</translation>
    </message>
    <message>
        <source>Zipf skew: the popularity of rank r falls as r to the minus skew</source>
        <translation>⁦Zipf⁩ جھکاؤ: درجہ ⁦r⁩ کی مقبولیت ⁦r⁩ کی طاقت منفی جھکاؤ کے حساب سے گھٹتی ہے</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>وہ غلط مثبت شرح جس کے لیے فلٹر کا سائز طے کیا جائے</translation>
    </message>
    <message>
        <source>Play the trace three ways</source>
        <translation>ٹریس کو تین طریقوں سے چلائیں</translation>
    </message>
    <message>
        <source>The larger the skew, the more the requests crowd onto the most popular objects. The filter is sized for the objects the trace is expected to name.</source>
        <translation>جھکاؤ جتنا زیادہ ہو، درخواستیں اتنی ہی زیادہ سب سے مقبول آبجیکٹس پر جمع ہوتی ہیں۔ فلٹر کا سائز ان آبجیکٹس کے لیے طے کیا جاتا ہے جن کے ٹریس میں آنے کی توقع ہے۔</translation>
    </message>
    <message>
        <source>Requests:</source>
        <translation>درخواستیں:</translation>
    </message>
    <message>
        <source>Objects in the catalogue:</source>
        <translation>کیٹلاگ میں آبجیکٹس:</translation>
    </message>
    <message>
        <source>Zipf skew:</source>
        <translation>⁦Zipf⁩ جھکاؤ:</translation>
    </message>
    <message>
        <source>Cache holds (objects):</source>
        <translation>کیش کی گنجائش (آبجیکٹس):</translation>
    </message>
    <message>
        <source>Filter&apos;s false-positive rate:</source>
        <translation>فلٹر کی غلط مثبت شرح:</translation>
    </message>
</context>
<context>
    <name>CdnWritesChart</name>
    <message>
        <source>Disk writes</source>
        <translation>ڈسک رائٹس</translation>
    </message>
    <message>
        <source>One-hit wonders written</source>
        <translation>لکھے گئے ون ہٹ ونڈرز</translation>
    </message>
    <message>
        <source>Disk writes per admission policy chart</source>
        <translation>ہر داخلہ پالیسی کے لحاظ سے ڈسک رائٹس کا چارٹ</translation>
    </message>
</context>
<context>
    <name>ChartStyle</name>
    <message>
        <source>The same numbers are in the table beside the chart.</source>
        <translation>یہی اعداد چارٹ کے ساتھ والے جدول میں بھی موجود ہیں۔</translation>
    </message>
</context>
<context>
    <name>ClassroomPanel</name>
    <message>
        <source>All topics</source>
        <translation>تمام موضوعات</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>موضوع</translation>
    </message>
    <message>
        <source>T&amp;opic:</source>
        <translation>موضوع (&amp;O):</translation>
    </message>
    <message>
        <source>Keys: A to D count a vote for an option (with Shift, take one back), Space reveals the answer, N shows the next question.</source>
        <translation>کی بورڈ: ⁦A⁩ سے ⁦D⁩ تک کسی آپشن کے لیے ایک ووٹ گنتے ہیں (⁦Shift⁩ کے ساتھ ایک ووٹ واپس)، ⁦Space⁩ جواب ظاہر کرتا ہے، ⁦N⁩ اگلا سوال دکھاتا ہے۔</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Code</source>
        <translation>کوڈ</translation>
    </message>
    <message>
        <source>The C++ that runs for the current step, with its values</source>
        <translation>موجودہ قدم کے لیے چلنے والا ⁦C++⁩ کوڈ، اس کی قدروں کے ساتھ</translation>
    </message>
</context>
<context>
    <name>CountingCostsStage</name>
    <message>
        <source>What deleting costs</source>
        <translation>حذف کرنے کی لاگت</translation>
    </message>
</context>
<context>
    <name>CrawlerController</name>
    <message>
        <source>Cancelled. The last finished crawl is still shown.</source>
        <translation>منسوخ کر دیا گیا۔ آخری مکمل کرال اب بھی دکھایا جا رہا ہے۔</translation>
    </message>
    <message>
        <source>Not enough memory for the hash set&apos;s crawl: it needs about %1 and %2 is available. Choose fewer pages.</source>
        <translation>ہیش سیٹ والے کرال کے لیے کافی میموری نہیں ہے: اسے تقریباً ⁨%1⁩ درکار ہے اور دستیاب ⁨%2⁩ ہے۔ کم صفحات منتخب کریں۔</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 pages.</source>
        <translation>⁨%1⁩ اور ⁨%2⁩ کے درمیان صفحات منتخب کریں۔</translation>
    </message>
    <message>
        <source>The links&apos; power-law exponent must be between %1 and %2.</source>
        <translation>لنکس کی ⁦power-law⁩ تقسیم کا قوت نما ⁨%1⁩ اور ⁨%2⁩ کے درمیان ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>A page links to 1 to %1 pages, the fewest no more than the most.</source>
        <translation>ایک صفحہ 1 سے ⁨%1⁩ تک صفحات کو لنک کرتا ہے، اور کم از کم تعداد زیادہ سے زیادہ تعداد سے بڑی نہیں ہو سکتی۔</translation>
    </message>
    <message>
        <source>The crawl order is kept only for webs of up to %1 pages.</source>
        <translation>کرال کی ترتیب صرف ⁨%1⁩ صفحات تک کے ویب کے لیے محفوظ رکھی جاتی ہے۔</translation>
    </message>
    <message>
        <source>Crawling a web of %1 pages twice: with a hash set, then with a Bloom filter…</source>
        <translation>⁨%1⁩ صفحات کے ویب کو دو بار کرال کیا جا رہا ہے: پہلے ہیش سیٹ کے ساتھ، پھر بلوم فلٹر کے ساتھ…</translation>
    </message>
    <message>
        <source>links waiting, breadth-first</source>
        <translation>منتظر لنکس، سطح بہ سطح</translation>
    </message>
    <message>
        <source>%1 URLs at %2</source>
        <translation>⁨%1⁩ ⁦URLs⁩، ⁨%2⁩ کی شرح پر</translation>
    </message>
    <message>
        <source>download, read its links</source>
        <translation>ڈاؤن لوڈ کریں، اس کے لنکس پڑھیں</translation>
    </message>
    <message>
        <source>a link&apos;s URL</source>
        <translation>کسی لنک کا ⁦URL⁩</translation>
    </message>
    <message>
        <source>new</source>
        <translation>نیا</translation>
    </message>
    <message>
        <source>looks seen: skipped</source>
        <translation>دیکھا ہوا لگتا ہے: چھوڑ دیا گیا</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>One web, crawled twice</source>
        <translation>ایک ویب، دو بار کرال کیا گیا</translation>
    </message>
    <message>
        <source>Hash set of URLs</source>
        <translation>⁦URLs⁩ کا ہیش سیٹ</translation>
    </message>
    <message>
        <source>Bloom filter</source>
        <translation>بلوم فلٹر</translation>
    </message>
    <message>
        <source>Pages in the web (seed %1)</source>
        <translation>ویب میں صفحات (سیڈ ⁨%1⁩)</translation>
    </message>
    <message>
        <source>Pages crawled</source>
        <translation>کرال کیے گئے صفحات</translation>
    </message>
    <message>
        <source>… their URL looked seen (false positives)</source>
        <translation>… ان کا ⁦URL⁩ دیکھا ہوا لگا (غلط مثبت)</translation>
    </message>
    <message>
        <source>… expected from the filter&apos;s fill, %1</source>
        <translation>… فلٹر کے بھرنے کے حساب سے متوقع، ⁨%1⁩</translation>
    </message>
    <message>
        <source>… linked only from such pages</source>
        <translation>… جن کا لنک صرف ایسے صفحات پر تھا</translation>
    </message>
    <message>
        <source>False positives per new URL (%1 only once the filter is full)</source>
        <translation>ہر نئے ⁦URL⁩ پر غلط مثبت (⁨%1⁩ صرف اس وقت جب فلٹر بھر جائے)</translation>
    </message>
    <message>
        <source>Memory of the seen set at the end</source>
        <translation>آخر میں دیکھے گئے ⁦URLs⁩ کے سیٹ کی میموری</translation>
    </message>
    <message>
        <source>… per page crawled</source>
        <translation>… فی کرال شدہ صفحہ</translation>
    </message>
    <message>
        <source>%1 bytes (%2 bits)</source>
        <translation>⁨%1⁩ بائٹس (⁨%2⁩ بٹس)</translation>
    </message>
    <message>
        <source>… at its peak</source>
        <translation>… عروج پر</translation>
    </message>
    <message>
        <source>… of which the URLs&apos; characters</source>
        <translation>… جس میں سے ⁦URLs⁩ کے حروف</translation>
    </message>
    <message>
        <source>Average URL length</source>
        <translation>⁦URL⁩ کی اوسط لمبائی</translation>
    </message>
    <message>
        <source>%1 URLs × %2 bytes: the keys alone</source>
        <translation>⁨%1⁩ ⁦URLs⁩ × ⁨%2⁩ بائٹس: صرف کلیدیں</translation>
    </message>
    <message>
        <source>%1 pages in the web</source>
        <translation>ویب میں ⁨%1⁩ صفحات</translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation>⁨%1⁩، ⁦k = %2⁩</translation>
    </message>
    <message>
        <source>%1 fetched</source>
        <translation>⁨%1⁩ حاصل کیے گئے</translation>
    </message>
    <message>
        <source>%1 distinct URLs</source>
        <translation>⁨%1⁩ منفرد ⁦URLs⁩</translation>
    </message>
    <message>
        <source>%1 new</source>
        <translation>⁨%1⁩ نئے</translation>
    </message>
    <message>
        <source>%1 looked seen wrongly: skipped</source>
        <translation>⁨%1⁩ غلطی سے دیکھے ہوئے لگے: چھوڑ دیے گئے</translation>
    </message>
    <message>
        <source>%1 URLs × %2 bytes = %3</source>
        <translation>⁨%1⁩ ⁦URLs⁩ × ⁨%2⁩ بائٹس = ⁨%3⁩</translation>
    </message>
    <message>
        <source>The filter took %1 where the hash set took %2, and crawled every page the hash set&apos;s crawl did.</source>
        <translation>فلٹر نے ⁨%1⁩ جگہ لی جبکہ ہیش سیٹ نے ⁨%2⁩، اور فلٹر والے کرال نے ہر وہ صفحہ کرال کیا جو ہیش سیٹ والے کرال نے کیا۔</translation>
    </message>
    <message>
        <source>The filter took %1 where the hash set took %2, and crawled %3 pages fewer, each because its URL looked seen though it was new.</source>
        <translation>فلٹر نے ⁨%1⁩ جگہ لی جبکہ ہیش سیٹ نے ⁨%2⁩، اور اس نے ⁨%3⁩ صفحات کم کرال کیے، ہر ایک اس لیے کہ اس کا ⁦URL⁩ نیا ہونے کے باوجود دیکھا ہوا لگا۔</translation>
    </message>
    <message>
        <source>At the article&apos;s scale, %1 of keys; a filter at %2 takes %3.</source>
        <translation>مضمون کے پیمانے پر کلیدوں کا حجم ⁨%1⁩؛ ⁨%2⁩ کی شرح پر فلٹر ⁨%3⁩ لیتا ہے۔</translation>
    </message>
    <message>
        <source>Pages no link leads to (neither crawl can reach them)</source>
        <translation>وہ صفحات جن تک کوئی لنک نہیں جاتا (دونوں میں سے کوئی بھی کرال ان تک نہیں پہنچ سکتا)</translation>
    </message>
    <message>
        <source>Reachable pages never crawled</source>
        <translation>کبھی کرال نہ کیے گئے قابلِ رسائی صفحات</translation>
    </message>
    <message numerus="yes">
        <source>The filter took %1 where the hash set took %2, and crawled %3 pages fewer: %4 looked seen though they were new, and %n more could be reached only through those.</source>
        <translation>
            <numerusform>فلٹر نے ⁨%1⁩ جگہ لی جبکہ ہیش سیٹ نے ⁨%2⁩، اور اس نے ⁨%3⁩ صفحات کم کرال کیے: ⁨%4⁩ نئے ہونے کے باوجود دیکھے ہوئے لگے، اور مزید ⁨%Ln⁩ صفحے تک صرف انہی صفحات کے ذریعے پہنچا جا سکتا تھا۔</numerusform>
            <numerusform>فلٹر نے ⁨%1⁩ جگہ لی جبکہ ہیش سیٹ نے ⁨%2⁩، اور اس نے ⁨%3⁩ صفحات کم کرال کیے: ⁨%4⁩ نئے ہونے کے باوجود دیکھے ہوئے لگے، اور مزید ⁨%Ln⁩ صفحات تک صرف انہی صفحات کے ذریعے پہنچا جا سکتا تھا۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter bits (its memory holds whole 64-bit words), hash functions</source>
        <translation>فلٹر کے بٹس (اس کی میموری پورے ⁦64⁩ بٹ کے الفاظ رکھتی ہے)، ہیش فنکشن</translation>
    </message>
    <message>
        <source>%1 bits used of %2, k = %3</source>
        <translation>⁨%2⁩ میں سے ⁨%1⁩ بٹس استعمال، ⁦k = %3⁩</translation>
    </message>
    <message>
        <source>%1 URLs, at this run&apos;s memory per page crawled</source>
        <translation>⁨%1⁩ ⁦URLs⁩، اس رن کی فی کرال شدہ صفحہ میموری پر</translation>
    </message>
    <message>
        <source>%1 URLs in a filter sized for them at %2</source>
        <translation>⁨%1⁩ ⁦URLs⁩ ان کے لیے ⁨%2⁩ پر بنائے گئے فلٹر میں</translation>
    </message>
    <message>
        <source>%1 (%2 bits a URL)</source>
        <translation>⁨%1⁩ (فی ⁦URL⁩ ⁨%2⁩ بٹس)</translation>
    </message>
</context>
<context>
    <name>CrawlerTab</name>
    <message>
        <source>A crawler fetches a page, reads its links and queues every URL it has not seen before, so it must remember every URL it has met. The Bengali article counts the cost: a billion URLs at about 70 bytes each is 70 GB of keys before any hash table&apos;s overhead. A Bloom filter remembers them in a few bits each; its price is a false positive, a new page whose URL looks seen, which the crawler then never fetches. Here one synthetic web is crawled twice, the same way, once with each.</source>
        <translation>کرالر ایک صفحہ حاصل کرتا ہے، اس کے لنکس پڑھتا ہے اور ہر وہ ⁦URL⁩ قطار میں لگاتا ہے جو اس نے پہلے نہیں دیکھا، اس لیے اسے ہر وہ ⁦URL⁩ یاد رکھنا پڑتا ہے جو اس کے سامنے آ چکا ہو۔ بنگالی مضمون اس کی لاگت کا حساب لگاتا ہے: ایک ارب ⁦URLs⁩، ہر ایک تقریباً 70 بائٹس کا، کسی بھی ہیش ٹیبل کے اضافی خرچ سے پہلے ہی ⁦70 GB⁩ کلیدیں بنتے ہیں۔ بلوم فلٹر ہر ایک کو چند بٹس میں یاد رکھتا ہے؛ اس کی قیمت غلط مثبت ہے، یعنی ایسا نیا صفحہ جس کا ⁦URL⁩ دیکھا ہوا لگے، اور جسے کرالر پھر کبھی حاصل نہیں کرتا۔ یہاں ایک مصنوعی ویب کو دو بار، ایک ہی طریقے سے، کرال کیا جاتا ہے: ایک بار ہیش سیٹ کے ساتھ اور ایک بار بلوم فلٹر کے ساتھ۔</translation>
    </message>
    <message>
        <source>Crawler frontier</source>
        <translation>کرالر کی قطار</translation>
    </message>
    <message>
        <source>Seen set (Bloom filter)</source>
        <translation>دیکھے گئے ⁦URLs⁩ کا سیٹ (بلوم فلٹر)</translation>
    </message>
    <message>
        <source>Fetch the page</source>
        <translation>صفحہ حاصل کریں</translation>
    </message>
    <message>
        <source>crawler-results.csv</source>
        <translation>crawler-results.csv</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>کرال</translation>
    </message>
    <message>
        <source>Pages in the web</source>
        <translation>ویب میں صفحات</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>وہ غلط مثبت شرح جس کے لیے فلٹر کا سائز طے کیا جائے</translation>
    </message>
    <message>
        <source>new each crawl</source>
        <translation>ہر کرال پر نیا</translation>
    </message>
    <message>
        <source>Seed of the synthetic web</source>
        <translation>مصنوعی ویب کا سیڈ</translation>
    </message>
    <message>
        <source>Crawl twice</source>
        <translation>دو بار کرال کریں</translation>
    </message>
    <message>
        <source>Both crawls start at page 0 and go breadth-first; the hash set&apos;s crawl reaches every page the links lead to, the filter&apos;s crawl misses some.</source>
        <translation>دونوں کرال صفحہ 0 سے شروع ہوتے ہیں اور سطح بہ سطح ⁦(breadth-first)⁩ آگے بڑھتے ہیں؛ ہیش سیٹ والا کرال ہر اس صفحے تک پہنچتا ہے جہاں تک لنکس لے جاتے ہیں، جبکہ فلٹر والا کرال کچھ صفحات چھوڑ دیتا ہے۔</translation>
    </message>
    <message>
        <source>Pages in the web:</source>
        <translation>ویب میں صفحات:</translation>
    </message>
    <message>
        <source>Target false-positive rate:</source>
        <translation>ہدف غلط مثبت شرح:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>سیڈ:</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>صفحہ</translation>
    </message>
    <message>
        <source>URL the filter said it had seen</source>
        <translation>وہ ⁦URL⁩ جسے فلٹر نے دیکھا ہوا بتایا</translation>
    </message>
    <message>
        <source>URLs in the filter then</source>
        <translation>اس وقت فلٹر میں ⁦URLs⁩</translation>
    </message>
    <message>
        <source>Pages never crawled because their URL looked seen</source>
        <translation>وہ صفحات جو کبھی کرال نہیں ہوئے کیونکہ ان کا ⁦URL⁩ دیکھا ہوا لگا</translation>
    </message>
    <message>
        <source>No new page looked seen: the filter&apos;s crawl fetched every page the hash set&apos;s did.</source>
        <translation>کوئی نیا صفحہ دیکھا ہوا نہیں لگا: فلٹر والے کرال نے ہر وہ صفحہ حاصل کیا جو ہیش سیٹ والے کرال نے کیا۔</translation>
    </message>
    <message>
        <source>The first %1 of the %2 pages never crawled because the filter said their URL had been seen:</source>
        <translation>کبھی کرال نہ ہونے والے ان ⁨%2⁩ صفحات میں سے پہلے ⁨%1⁩، جن کے ⁦URL⁩ کو فلٹر نے دیکھا ہوا بتایا:</translation>
    </message>
    <message>
        <source>Never crawled because the filter said their URL had been seen (%1 in all):</source>
        <translation>کبھی کرال نہیں ہوئے کیونکہ فلٹر نے ان کا ⁦URL⁩ دیکھا ہوا بتایا (کل ⁨%1⁩):</translation>
    </message>
</context>
<context>
    <name>CuckooColumnStage</name>
    <message>
        <source>Cuckoo filter</source>
        <translation>ککو فلٹر</translation>
    </message>
    <message>
        <source>Remove takes one copy of the key&apos;s fingerprint out of its two buckets</source>
        <translation>ہٹانے سے کلید کے فنگر پرنٹ کی ایک نقل اس کے دو بکٹس میں سے نکال لی جاتی ہے</translation>
    </message>
    <message>
        <source>Cuckoo filter buckets</source>
        <translation>ککو فلٹر کے بکٹ</translation>
    </message>
</context>
<context>
    <name>CuckooNarration</name>
    <message>
        <source>add(%1)</source>
        <translation>⁦add(%1)⁩</translation>
    </message>
    <message>
        <source>remove(%1)</source>
        <translation>⁦remove(%1)⁩</translation>
    </message>
    <message>
        <source>mightContain(%1)</source>
        <translation>⁦mightContain(%1)⁩</translation>
    </message>
    <message>
        <source>fingerprint(%1) = %2, bucket₁ = %3</source>
        <translation>⁦fingerprint(%1) = %2, bucket₁ = %3⁩</translation>
    </message>
    <message>
        <source>bucket₂ = %1 ⊕ hash(%2) = %3</source>
        <translation>⁦bucket₂ = %1 ⊕ hash(%2) = %3⁩</translation>
    </message>
    <message>
        <source>look in bucket %1</source>
        <translation>بکٹ ⁨%1⁩ میں دیکھیں</translation>
    </message>
    <message numerus="yes">
        <source>… %n relocations in all</source>
        <translation>
            <numerusform>… کل ⁨%Ln⁩ منتقلی</numerusform>
            <numerusform>… کل ⁨%Ln⁩ منتقلیاں</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → bucket %2, evicts %3 → bucket %4</source>
        <translation>⁨%1⁩ → بکٹ ⁨%2⁩، ⁨%3⁩ کو نکال دیتا ہے → بکٹ ⁨%4⁩</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>محفوظ کی گئی</translation>
    </message>
    <message>
        <source>stored in the victim slot: full</source>
        <translation>اضافی خانے میں محفوظ کی گئی: فلٹر بھر گیا</translation>
    </message>
    <message>
        <source>refused: full</source>
        <translation>مسترد: فلٹر بھرا ہوا ہے</translation>
    </message>
    <message>
        <source>refused: too many copies</source>
        <translation>مسترد: بہت زیادہ نقلیں</translation>
    </message>
    <message>
        <source>maybe present</source>
        <translation>شاید موجود</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>ہٹائی گئی</translation>
    </message>
    <message>
        <source>not removed</source>
        <translation>نہیں ہٹائی گئی</translation>
    </message>
    <message>
        <source>definitely not present</source>
        <translation>یقینی طور پر موجود نہیں</translation>
    </message>
    <message numerus="yes">
        <source>Bucket %1 has %n free slot(s).</source>
        <translation>
            <numerusform>بکٹ ⁨%1⁩ میں ⁨%Ln⁩ خالی خانہ ہے۔</numerusform>
            <numerusform>بکٹ ⁨%1⁩ میں ⁨%Ln⁩ خالی خانے ہیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Bucket %1 is full.</source>
        <translation>بکٹ ⁨%1⁩ بھرا ہوا ہے۔</translation>
    </message>
    <message>
        <source>Bucket %1 holds fingerprint %2.</source>
        <translation>بکٹ ⁨%1⁩ میں فنگر پرنٹ ⁨%2⁩ موجود ہے۔</translation>
    </message>
    <message>
        <source>Bucket %1 does not hold fingerprint %2.</source>
        <translation>بکٹ ⁨%1⁩ میں فنگر پرنٹ ⁨%2⁩ موجود نہیں ہے۔</translation>
    </message>
    <message numerus="yes">
        <source>The chain goes on the same way: %n relocations in all.</source>
        <translation>
            <numerusform>سلسلہ اسی طرح آگے چلتا ہے: کل ⁨%Ln⁩ منتقلی۔</numerusform>
            <numerusform>سلسلہ اسی طرح آگے چلتا ہے: کل ⁨%Ln⁩ منتقلیاں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4, which moves to its other bucket, %5. No key is needed to find it.</source>
        <translation>دونوں بکٹ بھرے ہوئے ہیں: فنگر پرنٹ ⁨%1⁩ بکٹ ⁨%3⁩ کا خانہ ⁨%2⁩ لے لیتا ہے اور ⁨%4⁩ کو نکال دیتا ہے، جو اپنے دوسرے بکٹ ⁨%5⁩ میں چلا جاتا ہے۔ وہ بکٹ معلوم کرنے کے لیے کسی کلید کی ضرورت نہیں۔</translation>
    </message>
    <message>
        <source>The key %1 goes into a cuckoo filter: buckets of four slots that hold short fingerprints, not bits.</source>
        <translation>کلید ⁨%1⁩ ایک ککو فلٹر میں جاتی ہے: چار چار خانوں والے بکٹ، جن میں بٹ نہیں بلکہ چھوٹے فنگر پرنٹ رکھے جاتے ہیں۔</translation>
    </message>
    <message>
        <source>One hash gives the key&apos;s fingerprint, %1, and its first bucket, %2.</source>
        <translation>ایک ہیش سے کلید کا فنگر پرنٹ ⁨%1⁩ اور اس کا پہلا بکٹ ⁨%2⁩ ملتا ہے۔</translation>
    </message>
    <message>
        <source>The second bucket comes from the first and the fingerprint alone (XOR), so a fingerprint can later move between its two buckets without the key.</source>
        <translation>دوسرا بکٹ صرف پہلے بکٹ اور فنگر پرنٹ سے نکلتا ہے ⁦(XOR)⁩، اس لیے بعد میں کوئی فنگر پرنٹ کلید کے بغیر اپنے دونوں بکٹس کے درمیان منتقل ہو سکتا ہے۔</translation>
    </message>
    <message>
        <source>Stored fingerprint %1 in bucket %2, slot %3.</source>
        <translation>فنگر پرنٹ ⁨%1⁩ بکٹ ⁨%2⁩، خانہ ⁨%3⁩ میں محفوظ کر دیا گیا۔</translation>
    </message>
    <message numerus="yes">
        <source>Stored after %n relocation(s): %1.</source>
        <translation>
            <numerusform>فنگر پرنٹ ⁨%Ln⁩ منتقلی کے بعد محفوظ ہو گیا: ⁨%1⁩۔</numerusform>
            <numerusform>فنگر پرنٹ ⁨%Ln⁩ منتقلیوں کے بعد محفوظ ہو گیا: ⁨%1⁩۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The relocations ran out after %n moves (%1). The last fingerprint evicted, %2, waits in the victim slot: nothing is lost, but the filter is full and refuses the next add.</source>
        <translation>
            <numerusform>⁨%Ln⁩ منتقلی کے بعد منتقلیوں کی گنجائش ختم ہو گئی (⁨%1⁩)۔ آخری نکالا گیا فنگر پرنٹ ⁨%2⁩ اضافی خانے میں انتظار کر رہا ہے: کچھ ضائع نہیں ہوا، لیکن فلٹر بھر چکا ہے اور اگلی کلید شامل کرنے سے انکار کر دیتا ہے۔</numerusform>
            <numerusform>⁨%Ln⁩ منتقلیوں کے بعد منتقلیوں کی گنجائش ختم ہو گئی (⁨%1⁩)۔ آخری نکالا گیا فنگر پرنٹ ⁨%2⁩ اضافی خانے میں انتظار کر رہا ہے: کچھ ضائع نہیں ہوا، لیکن فلٹر بھر چکا ہے اور اگلی کلید شامل کرنے سے انکار کر دیتا ہے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: the filter is full (a fingerprint already waits in the victim slot). Nothing changed; every key added before still answers.</source>
        <translation>مسترد: فلٹر بھر چکا ہے (ایک فنگر پرنٹ پہلے ہی اضافی خانے میں انتظار کر رہا ہے)۔ کچھ تبدیل نہیں ہوا؛ پہلے شامل کی گئی ہر کلید اب بھی مل جاتی ہے۔</translation>
    </message>
    <message>
        <source>Refused: fingerprint %1 already fills the %2 slots its buckets have. A cuckoo filter holds at most 2b copies of one key (b = 4 slots per bucket).</source>
        <translation>مسترد: فنگر پرنٹ ⁨%1⁩ پہلے ہی اپنے بکٹس کے سبھی ⁨%2⁩ خانے بھر چکا ہے۔ ککو فلٹر ایک کلید کی زیادہ سے زیادہ ⁦2b⁩ نقلیں رکھ سکتا ہے (⁦b = 4⁩ خانے فی بکٹ)۔</translation>
    </message>
    <message>
        <source>Maybe present: fingerprint %1 waits in the victim slot.</source>
        <translation>شاید موجود: فنگر پرنٹ ⁨%1⁩ اضافی خانے میں انتظار کر رہا ہے۔</translation>
    </message>
    <message>
        <source>Maybe present: fingerprint %1 is in bucket %2.</source>
        <translation>شاید موجود: فنگر پرنٹ ⁨%1⁩ بکٹ ⁨%2⁩ میں ہے۔</translation>
    </message>
    <message>
        <source>Removed one copy of fingerprint %1 from %2.</source>
        <translation>فنگر پرنٹ ⁨%1⁩ کی ایک نقل ⁨%2⁩ سے ہٹا دی گئی۔</translation>
    </message>
    <message>
        <source>the victim slot</source>
        <translation>اضافی خانے</translation>
    </message>
    <message>
        <source>bucket %1</source>
        <translation>بکٹ ⁨%1⁩</translation>
    </message>
    <message>
        <source>Not removed: neither bucket holds fingerprint %1, so the key was never added.</source>
        <translation>نہیں ہٹائی گئی: دونوں میں سے کسی بھی بکٹ میں فنگر پرنٹ ⁨%1⁩ نہیں ہے، اس لیے یہ کلید کبھی شامل نہیں کی گئی۔</translation>
    </message>
    <message>
        <source>Definitely not present: neither bucket holds fingerprint %1.</source>
        <translation>یقینی طور پر موجود نہیں: دونوں میں سے کسی بھی بکٹ میں فنگر پرنٹ ⁨%1⁩ نہیں ہے۔</translation>
    </message>
    <message>
        <source>Both buckets are read before storing, to count the copies of fingerprint %1 already there (at most 2b = 8); then the first free slot takes it.</source>
        <translation>محفوظ کرنے سے پہلے دونوں بکٹ پڑھے جاتے ہیں، تاکہ گنا جا سکے کہ فنگر پرنٹ ⁨%1⁩ کی کتنی نقلیں پہلے سے وہاں موجود ہیں (زیادہ سے زیادہ ⁦2b = 8⁩)؛ پھر پہلا خالی خانہ اسے لے لیتا ہے۔</translation>
    </message>
    <message>
        <source>Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4. Both of %4&apos;s buckets are bucket %3 itself, so it must try that bucket again.</source>
        <translation>دونوں بکٹ بھرے ہوئے ہیں: فنگر پرنٹ ⁨%1⁩ بکٹ ⁨%3⁩ کا خانہ ⁨%2⁩ لے لیتا ہے اور ⁨%4⁩ کو نکال دیتا ہے۔ ⁨%4⁩ کے دونوں بکٹ خود بکٹ ⁨%3⁩ ہی ہیں، اس لیے اسے دوبارہ اسی بکٹ میں کوشش کرنی ہوگی۔</translation>
    </message>
    <message>
        <source>The key %1 is removed from the cuckoo filter: one copy of its fingerprint is taken out of one of its two buckets.</source>
        <translation>کلید ⁨%1⁩ ککو فلٹر سے ہٹائی جاتی ہے: اس کے فنگر پرنٹ کی ایک نقل اس کے دو بکٹس میں سے کسی ایک سے نکال لی جاتی ہے۔</translation>
    </message>
    <message>
        <source>The key %1 is looked up in the cuckoo filter: only its two buckets can hold its fingerprint.</source>
        <translation>کلید ⁨%1⁩ ککو فلٹر میں تلاش کی جاتی ہے: صرف اس کے دو بکٹس ہی اس کا فنگر پرنٹ رکھ سکتے ہیں۔</translation>
    </message>
    <message>
        <source>%1 is added.</source>
        <translation>⁨%1⁩ شامل ہو گئی۔</translation>
    </message>
    <message>
        <source>%1 is added, in the victim slot.</source>
        <translation>⁨%1⁩ شامل ہو گئی، اضافی خانے میں۔</translation>
    </message>
    <message>
        <source>%1 is refused.</source>
        <translation>⁨%1⁩ مسترد کر دی گئی۔</translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation>⁨%1⁩ ہٹا دی گئی۔</translation>
    </message>
    <message>
        <source>%1 is not removed.</source>
        <translation>⁨%1⁩ نہیں ہٹائی گئی۔</translation>
    </message>
</context>
<context>
    <name>CuckooTableView</name>
    <message>
        <source>Cuckoo filter table</source>
        <translation>ککو فلٹر کا جدول</translation>
    </message>
    <message>
        <source>victim</source>
        <translation>اضافی</translation>
    </message>
    <message>
        <source>Bucket %1, slot %2</source>
        <translation>بکٹ ⁨%1⁩، خانہ ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1: fingerprint %2</source>
        <translation>⁨%1⁩: فنگر پرنٹ ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>⁨%1⁩: خالی</translation>
    </message>
    <message>
        <source>The victim slot: where the last fingerprint evicted waits when the relocations run out</source>
        <translation>اضافی خانہ ⁦(victim slot)⁩: جب منتقلیوں کی گنجائش ختم ہو جائے تو آخری نکالا گیا فنگر پرنٹ یہاں انتظار کرتا ہے</translation>
    </message>
    <message numerus="yes">
        <source>%n buckets of four slots</source>
        <translation>
            <numerusform>چار خانوں والا ⁨%Ln⁩ بکٹ</numerusform>
            <numerusform>چار خانوں والے ⁨%Ln⁩ بکٹ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fingerprints stored</source>
        <translation>
            <numerusform>⁨%Ln⁩ فنگر پرنٹ محفوظ ہے</numerusform>
            <numerusform>⁨%Ln⁩ فنگر پرنٹ محفوظ ہیں</numerusform>
        </translation>
    </message>
    <message>
        <source>victim slot taken: the filter is full</source>
        <translation>اضافی خانہ استعمال ہو چکا: فلٹر بھر چکا ہے</translation>
    </message>
</context>
<context>
    <name>CurveTableModel</name>
    <message>
        <source>Formula</source>
        <translation>فارمولا</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>عین حساب</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>بلاکڈ</translation>
    </message>
    <message>
        <source>The exact rate is worked out for m up to %1 bits and n·k up to %2 probes.</source>
        <translation>عین شرح کا حساب صرف اس وقت لگایا جاتا ہے جب ⁦m⁩ زیادہ سے زیادہ ⁨%1⁩ بٹ اور ⁦n·k⁩ زیادہ سے زیادہ ⁨%2⁩ جانچیں ہوں۔</translation>
    </message>
    <message>
        <source>The blocked filter&apos;s rate needs m of at least %1 bits: two blocks of 512.</source>
        <translation>بلاکڈ فلٹر کی شرح کے لیے ⁦m⁩ کم از کم ⁨%1⁩ بٹ ہونا چاہیے: 512 بٹ والے دو بلاک۔</translation>
    </message>
    <message>
        <source>At %1 bits per key a cuckoo filter&apos;s fingerprints would have %2 bits; they have %3 to %4.</source>
        <translation>فی کلید ⁨%1⁩ بٹ پر ککو فلٹر کے فنگر پرنٹ ⁨%2⁩ بٹ کے ہوتے؛ جبکہ فنگر پرنٹ ⁨%3⁩ سے ⁨%4⁩ بٹ تک کے ہوتے ہیں۔</translation>
    </message>
    <message>
        <source>A cuckoo filter of the same bits per key b, its table %1 full: fingerprints of %2 bits, and a rate of %3.</source>
        <translation>فی کلید اتنے ہی بٹ ⁦b⁩ والا ککو فلٹر، جس کا جدول ⁨%1⁩ بھرا ہو: فنگر پرنٹ ⁨%2⁩ بٹ کے، اور شرح ⁨%3⁩۔</translation>
    </message>
    <message>
        <source>The least rate any filter can have at b bits per key: %1, since a rate ε needs %2 bits per key.</source>
        <translation>فی کلید ⁦b⁩ بٹ پر کسی بھی فلٹر کی کم سے کم ممکنہ شرح: ⁨%1⁩، کیونکہ شرح ε کے لیے فی کلید ⁨%2⁩ بٹ درکار ہیں۔</translation>
    </message>
    <message>
        <source>Cuckoo</source>
        <translation>ککو</translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation>نچلی حد</translation>
    </message>
</context>
<context>
    <name>DeletionController</name>
    <message>
        <source>Add %1</source>
        <translation>⁨%1⁩ شامل کریں</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>⁨%1⁩ حذف کریں</translation>
    </message>
    <message numerus="yes">
        <source>%1 is now reported absent because bit(s) %2 were cleared.</source>
        <translation>
            <numerusform>⁨%1⁩ اب غیر موجود بتائی جا رہی ہے کیونکہ بٹ ⁨%2⁩ صاف کر دیا گیا۔</numerusform>
            <numerusform>⁨%1⁩ اب غیر موجود بتائی جا رہی ہے کیونکہ بٹس ⁨%2⁩ صاف کر دیے گئے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>No other key shared its bits, so nothing else broke this time.</source>
        <translation>کسی اور کلید کے ساتھ اس کے بٹس مشترک نہیں تھے، اس لیے اس بار کچھ اور خراب نہیں ہوا۔</translation>
    </message>
    <message>
        <source>The filter is empty now, and says so.</source>
        <translation>فلٹر اب خالی ہے، اور یہی بتاتا بھی ہے۔</translation>
    </message>
    <message>
        <source>Every remaining key is still found: %1.</source>
        <translation>باقی تمام کلیدیں اب بھی مل رہی ہیں: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Reported absent although still added: %1.</source>
        <translation>شامل ہونے کے باوجود غیر موجود بتائی گئیں: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Deleted %1. The shared bits predicted these losses in the plain filter: %2.</source>
        <translation>⁨%1⁩ حذف کر دی گئی۔ مشترک بٹس سے سادہ فلٹر میں ان نقصانات کا پہلے ہی اندازہ تھا: ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>none</source>
        <translation>کوئی نہیں</translation>
    </message>
    <message>
        <source>Change counter width</source>
        <translation>کاؤنٹر کی چوڑائی تبدیل کریں</translation>
    </message>
    <message>
        <source>Plain: %1 bits. Counting with %2-bit counters: %3 bits, %4× as much.</source>
        <translation>سادہ: ⁨%1⁩ بٹ۔ ⁨%2⁩ بٹ والے کاؤنٹرز کے ساتھ گنتی والا: ⁨%3⁩ بٹ، یعنی ⁨%4⁩ گنا۔</translation>
    </message>
    <message>
        <source>Chance that some counter overflows at n = %1 (Fan et al.): at most %2.</source>
        <translation>⁦n = %1⁩ پر کسی کاؤنٹر کے اوورفلو ہونے کا امکان ⁦(Fan et al.)⁩: زیادہ سے زیادہ ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>This demo cannot run: its script is damaged. Nothing changed.</source>
        <translation>یہ ڈیمو نہیں چل سکتا: اس کا اسکرپٹ خراب ہے۔ کچھ تبدیل نہیں ہوا۔</translation>
    </message>
    <message>
        <source>The article&apos;s starting point cannot be loaded: its script is damaged.</source>
        <translation>مضمون والی ابتدائی حالت لوڈ نہیں کی جا سکتی: اس کا اسکرپٹ خراب ہے۔</translation>
    </message>
    <message>
        <source>Reset to the article</source>
        <translation>مضمون والی حالت پر واپس جائیں</translation>
    </message>
    <message>
        <source>%1 is now reported absent: counter %2 is 0. A false negative, although it was added.</source>
        <translation>⁨%1⁩ اب غیر موجود بتائی جا رہی ہے: کاؤنٹر ⁨%2⁩ کی قدر 0 ہے۔ یہ غلط منفی ہے، حالانکہ اسے شامل کیا گیا تھا۔</translation>
    </message>
    <message>
        <source>%1 is definitely absent: counter %2 is 0.</source>
        <translation>⁨%1⁩ یقینی طور پر موجود نہیں: کاؤنٹر ⁨%2⁩ کی قدر 0 ہے۔</translation>
    </message>
    <message>
        <source>%1 was removed as often as it was added, yet it is still reported present: its stuck counter can never reach 0. Saturation costs false positives, never false negatives.</source>
        <translation>⁨%1⁩ کو جتنی بار شامل کیا گیا اتنی ہی بار ہٹایا گیا، پھر بھی یہ موجود بتائی جا رہی ہے: اس کا اٹکا ہوا کاؤنٹر کبھی 0 تک نہیں پہنچ سکتا۔ کاؤنٹر کے آخری حد تک بھر جانے ⁦(saturation)⁩ کی قیمت غلط مثبت کی صورت میں چکانی پڑتی ہے، غلط منفی کی صورت میں کبھی نہیں۔</translation>
    </message>
    <message>
        <source>%1 was never added, yet every one of its counters is above 0: a false positive.</source>
        <translation>⁨%1⁩ کبھی شامل نہیں کی گئی، پھر بھی اس کا ہر کاؤنٹر 0 سے زیادہ ہے: یہ غلط مثبت ہے۔</translation>
    </message>
    <message>
        <source>%1 is still found.</source>
        <translation>⁨%1⁩ اب بھی مل رہی ہے۔</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>⁨%1⁩ ہٹائیں</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>کچھ تبدیل نہیں ہوا۔</translation>
    </message>
    <message>
        <source>%1 is removed: its counters go down by one.</source>
        <translation>⁨%1⁩ ہٹا دی گئی: اس کا ہر کاؤنٹر ایک کم ہو گیا۔</translation>
    </message>
    <message>
        <source>Removing %1 is accepted: nothing can tell it was never added. Its counters go down by one, and those counters belong to other keys.</source>
        <translation>⁨%1⁩ کو ہٹانا قبول کر لیا گیا: یہ جاننے کا کوئی طریقہ نہیں کہ اسے کبھی شامل ہی نہیں کیا گیا تھا۔ اس کا ہر کاؤنٹر ایک کم ہو جاتا ہے، اور یہ کاؤنٹر دوسری کلیدوں کے ہیں۔</translation>
    </message>
    <message>
        <source>Add %1 %2 times</source>
        <translation>⁨%1⁩ کو ⁨%2⁩ بار شامل کریں</translation>
    </message>
    <message>
        <source>Remove %1 %2 times</source>
        <translation>⁨%1⁩ کو ⁨%2⁩ بار ہٹائیں</translation>
    </message>
    <message>
        <source>%1 removed %2 times: counter %3 stays at %4%5. A stuck counter is never decremented, so it cannot wrap to 0 and cause a false negative.</source>
        <translation>⁨%1⁩ کو ⁨%2⁩ بار ہٹایا گیا: کاؤنٹر ⁨%3⁩ کی قدر ⁨%4⁩ ہی رہتی ہے⁨%5⁩۔ اٹکا ہوا کاؤنٹر کبھی کم نہیں کیا جاتا، اس لیے یہ گھوم کر 0 پر نہیں آ سکتا اور غلط منفی کا سبب نہیں بن سکتا۔</translation>
    </message>
    <message>
        <source> (each remove reported it stuck)</source>
        <translation> (ہر بار ہٹانے پر بتایا گیا کہ یہ اٹکا ہوا ہے)</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) stuck at %1, the most a counter holds: overflow has happened. Removing a key through a stuck counter leaves it as it is, so it can no longer reach 0.</source>
        <translation>
            <numerusform>⁨%Ln⁩ کاؤنٹر ⁨%1⁩ پر اٹکا ہے، جو ایک کاؤنٹر کی حد ہے: اوورفلو ہو چکا ہے۔ اٹکے ہوئے کاؤنٹر سے گزرنے والی کلید ہٹانے پر وہ جوں کا توں رہتا ہے، اس لیے اب کبھی 0 تک نہیں پہنچ سکتا۔</numerusform>
            <numerusform>⁨%Ln⁩ کاؤنٹر ⁨%1⁩ پر اٹکے ہیں، جو ایک کاؤنٹر کی حد ہے: اوورفلو ہو چکا ہے۔ اٹکے ہوئے کاؤنٹر سے گزرنے والی کلید ہٹانے پر وہ جوں کا توں رہتا ہے، اس لیے اب کبھی 0 تک نہیں پہنچ سکتا۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>سیٹنگز تبدیل کریں</translation>
    </message>
    <message>
        <source>The cuckoo filter refused %1: it is full. The other two filters took it.</source>
        <translation>ککو فلٹر نے ⁨%1⁩ کو مسترد کر دیا: وہ بھر چکا ہے۔ باقی دونوں فلٹرز نے اسے لے لیا۔</translation>
    </message>
    <message>
        <source>Cuckoo: %1 slots of %2-bit fingerprints, %3 bits, %4 full. When full, at most %5 of the checks for keys never added are false positives (2b/2^f).</source>
        <translation>ککو: ⁨%2⁩ بٹ والے فنگر پرنٹ کے ⁨%1⁩ خانے، ⁨%3⁩ بٹ، ⁨%4⁩ بھرا ہوا۔ بھر جانے پر کبھی شامل نہ کی گئی کلیدوں کی جانچ میں سے زیادہ سے زیادہ ⁨%5⁩ غلط مثبت ہوتی ہیں ⁦(2b/2^f)⁩۔</translation>
    </message>
    <message>
        <source>Add %1 to the cuckoo filter</source>
        <translation>⁨%1⁩ کو ککو فلٹر میں شامل کریں</translation>
    </message>
    <message>
        <source>%1 is now reported absent by the cuckoo filter although it was added and never removed: a false negative. Its fingerprint, %2, was the one taken away.</source>
        <translation>ککو فلٹر اب ⁨%1⁩ کو غیر موجود بتا رہا ہے، حالانکہ اسے شامل کیا گیا تھا اور کبھی ہٹایا نہیں گیا: یہ غلط منفی ہے۔ اس کا فنگر پرنٹ ⁨%2⁩ ہی وہ تھا جو نکال لیا گیا۔</translation>
    </message>
    <message>
        <source>%1 is definitely absent from the cuckoo filter.</source>
        <translation>⁨%1⁩ یقینی طور پر ککو فلٹر میں موجود نہیں۔</translation>
    </message>
    <message>
        <source>%1 was never added, yet fingerprint %2 is in one of its buckets: a false positive.</source>
        <translation>⁨%1⁩ کبھی شامل نہیں کی گئی، پھر بھی فنگر پرنٹ ⁨%2⁩ اس کے ایک بکٹ میں موجود ہے: یہ غلط مثبت ہے۔</translation>
    </message>
    <message>
        <source>%1 is still found in the cuckoo filter.</source>
        <translation>⁨%1⁩ اب بھی ککو فلٹر میں مل رہی ہے۔</translation>
    </message>
    <message>
        <source>Remove %1 from the cuckoo filter</source>
        <translation>⁨%1⁩ کو ککو فلٹر سے ہٹائیں</translation>
    </message>
    <message>
        <source>%1 was never added, but its fingerprint %2 and a bucket, %3, match a stored key&apos;s, so the cuckoo filter removed that key&apos;s copy. Now lost: %4.</source>
        <translation>⁨%1⁩ کبھی شامل نہیں کی گئی، لیکن اس کا فنگر پرنٹ ⁨%2⁩ اور ایک بکٹ ⁨%3⁩ ایک محفوظ کلید سے ملتے ہیں، اس لیے ککو فلٹر نے اُس کلید کی نقل ہٹا دی۔ اب گم شدہ: ⁨%4⁩۔</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ابھی کوئی نہیں</translation>
    </message>
    <message>
        <source>Add %1 to the cuckoo filter until it refuses</source>
        <translation>⁨%1⁩ کو ککو فلٹر میں تب تک شامل کریں جب تک وہ انکار نہ کر دے</translation>
    </message>
    <message numerus="yes">
        <source>%1 added %n more time(s) to the cuckoo filter; then refused.</source>
        <translation>
            <numerusform>⁨%1⁩ کو ککو فلٹر میں مزید ⁨%Ln⁩ بار شامل کیا گیا؛ پھر مسترد کر دی گئی۔</numerusform>
            <numerusform>⁨%1⁩ کو ککو فلٹر میں مزید ⁨%Ln⁩ بار شامل کیا گیا؛ پھر مسترد کر دی گئی۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill the cuckoo filter</source>
        <translation>ککو فلٹر بھریں</translation>
    </message>
    <message numerus="yes">
        <source>Filled with %n generated key(s) until an add ran out of relocations, at a load of %1.</source>
        <translation>
            <numerusform>فلٹر کو ⁨%Ln⁩ تیار کردہ کلید سے بھرا گیا، یہاں تک کہ ⁨%1⁩ لوڈ پر ایک کلید شامل کرتے وقت منتقلیوں کی گنجائش ختم ہو گئی۔</numerusform>
            <numerusform>فلٹر کو ⁨%Ln⁩ تیار کردہ کلیدوں سے بھرا گیا، یہاں تک کہ ⁨%1⁩ لوڈ پر ایک کلید شامل کرتے وقت منتقلیوں کی گنجائش ختم ہو گئی۔</numerusform>
        </translation>
    </message>
    <message>
        <source>No counters needed: every remaining key is still found.</source>
        <translation>کاؤنٹرز کی ضرورت نہیں: باقی ہر کلید اب بھی مل رہی ہے۔</translation>
    </message>
    <message>
        <source>Select a key in the list that has not been deleted yet.</source>
        <translation>فہرست میں ایسی کلید منتخب کریں جو ابھی حذف نہ ہوئی ہو۔</translation>
    </message>
    <message>
        <source>%1 added %2 times to the counting filter (once to the others): counter %3 reached %4, the most it can hold, and is now stuck.</source>
        <translation>⁨%1⁩ گنتی والے فلٹر میں ⁨%2⁩ بار شامل کی گئی (باقی دونوں میں ایک بار): کاؤنٹر ⁨%3⁩ اپنی زیادہ سے زیادہ حد ⁨%4⁩ تک پہنچ کر اب اٹک گیا ہے۔</translation>
    </message>
</context>
<context>
    <name>DeletionControlsBar</name>
    <message>
        <source>Key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>شامل کریں (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete selected key</source>
        <translation>منتخب کلید حذف کریں (&amp;D)</translation>
    </message>
    <message>
        <source>Counter width</source>
        <translation>کاؤنٹر کی چوڑائی</translation>
    </message>
    <message>
        <source>4-bit counters</source>
        <translation>4 بٹ والے کاؤنٹر</translation>
    </message>
    <message>
        <source>8-bit counters</source>
        <translation>8 بٹ والے کاؤنٹر</translation>
    </message>
    <message>
        <source>&amp;Reset to the article</source>
        <translation>مضمون والی حالت پر واپس جائیں (&amp;R)</translation>
    </message>
    <message>
        <source>Another key to add to all three</source>
        <translation>تینوں فلٹرز میں شامل کرنے کے لیے ایک اور کلید</translation>
    </message>
    <message>
        <source>Delete the key selected in the list from all three filters</source>
        <translation>فہرست میں منتخب کلید کو تینوں فلٹرز سے حذف کریں</translation>
    </message>
    <message>
        <source>Hazards of deleting</source>
        <translation>حذف کرنے کے خطرات</translation>
    </message>
    <message>
        <source>Hazards…</source>
        <translation>خطرات…</translation>
    </message>
    <message>
        <source>4. Cuckoo: remove a key never added</source>
        <translation>4. ککو: ایسی کلید ہٹائیں جو کبھی شامل نہیں کی گئی</translation>
    </message>
    <message>
        <source>5. Cuckoo: add one key nine times</source>
        <translation>5. ککو: ایک کلید نو بار شامل کریں</translation>
    </message>
    <message>
        <source>6. Cuckoo: fill the table</source>
        <translation>6. ککو: جدول بھریں</translation>
    </message>
    <message>
        <source>1. Counting: remove a false positive</source>
        <translation>1. گنتی والا: کسی غلط مثبت کو ہٹائیں</translation>
    </message>
    <message>
        <source>2. Counting: remove a key never added</source>
        <translation>2. گنتی والا: ایسی کلید ہٹائیں جو کبھی شامل نہیں کی گئی</translation>
    </message>
    <message>
        <source>3. Counting: saturate a counter</source>
        <translation>3. گنتی والا: کسی کاؤنٹر کو آخری حد تک بھر دیں</translation>
    </message>
</context>
<context>
    <name>DeletionEventsStage</name>
    <message>
        <source>What happened</source>
        <translation>کیا ہوا</translation>
    </message>
</context>
<context>
    <name>DeletionKeysModel</name>
    <message>
        <source>deleted (still reported!)</source>
        <translation>حذف شدہ (پھر بھی موجود بتائی گئی!)</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>حذف شدہ</translation>
    </message>
    <message>
        <source>found</source>
        <translation>مل رہی ہے</translation>
    </message>
    <message>
        <source>LOST</source>
        <translation>گم ہو گئی!</translation>
    </message>
    <message>
        <source>refused (full)</source>
        <translation>مسترد (فلٹر بھرا ہوا)</translation>
    </message>
    <message>
        <source>%1 — plain: %2; counting: %3; cuckoo: %4</source>
        <translation>⁨%1⁩ — سادہ: ⁨%2⁩؛ گنتی والا: ⁨%3⁩؛ ککو: ⁨%4⁩</translation>
    </message>
</context>
<context>
    <name>DeletionKeysStage</name>
    <message>
        <source>Keys</source>
        <translation>کلیدیں</translation>
    </message>
    <message>
        <source>Select the key to delete</source>
        <translation>حذف کرنے کے لیے کلید منتخب کریں</translation>
    </message>
</context>
<context>
    <name>DeletionPage</name>
    <message>
        <source>Deletion</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>سیشن کھولیں</translation>
    </message>
    <message>
        <source>A plain Bloom filter cannot delete: clearing a key&apos;s bits also clears bits that other keys need. Delete a key below and watch all three filters: the counting filter keeps a counter per bit, the cuckoo filter stores fingerprints it can take out again.</source>
        <translation>سادہ بلوم فلٹر حذف نہیں کر سکتا: کسی کلید کے بٹس صاف کرنے سے وہ بٹس بھی صاف ہو جاتے ہیں جن کی دوسری کلیدوں کو ضرورت ہے۔ نیچے کوئی کلید حذف کریں اور تینوں فلٹرز کو دیکھیں: گنتی والا فلٹر ہر بٹ کے لیے ایک کاؤنٹر رکھتا ہے، اور ککو فلٹر فنگر پرنٹ محفوظ کرتا ہے جنہیں وہ دوبارہ نکال سکتا ہے۔</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>&amp;Open…</source>
        <translation>کھولیں… (&amp;O)</translation>
    </message>
    <message>
        <source>Open a session (.bloomlab) or a filter (.bloom)</source>
        <translation>کوئی سیشن ⁦(.bloomlab)⁩ یا فلٹر ⁦(.bloom)⁩ کھولیں</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>حالیہ فائلیں کھولیں (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save Session</source>
        <translation>سیشن محفوظ کریں (&amp;S)</translation>
    </message>
    <message>
        <source>Save every page&apos;s settings and keys, to pick up where you left off</source>
        <translation>ہر صفحے کی سیٹنگز اور کلیدیں محفوظ کریں، تاکہ بعد میں وہیں سے کام جاری رکھ سکیں جہاں چھوڑا تھا</translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation>سیشن نئے نام سے محفوظ کریں… (&amp;A)</translation>
    </message>
    <message>
        <source>Save the session under a new name</source>
        <translation>سیشن کو نئے نام سے محفوظ کریں</translation>
    </message>
    <message>
        <source>Save &amp;Filter…</source>
        <translation>فلٹر محفوظ کریں… (&amp;F)</translation>
    </message>
    <message>
        <source>Save the Explore page&apos;s filter as a .bloom file</source>
        <translation>دریافت والے صفحے کا فلٹر ⁦.bloom⁩ فائل کے طور پر محفوظ کریں</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>فائل کھولی نہیں جا سکی</translation>
    </message>
    <message>
        <source>“%1” is empty.</source>
        <translation>“⁨%1⁩” خالی ہے۔</translation>
    </message>
    <message>
        <source>“%1” is not a BloomLab file: it is neither a session (.bloomlab) nor a filter (.bloom).</source>
        <translation>“⁨%1⁩” ⁦BloomLab⁩ کی فائل نہیں ہے: یہ نہ سیشن ⁦(.bloomlab)⁩ ہے اور نہ فلٹر ⁦(.bloom)⁩۔</translation>
    </message>
    <message>
        <source>Cannot Open Session</source>
        <translation>سیشن کھولا نہیں جا سکا</translation>
    </message>
    <message>
        <source>“%1” was not opened, and nothing was changed. %2</source>
        <translation>“⁨%1⁩” نہیں کھولی گئی، اور کچھ بھی تبدیل نہیں ہوا۔ ⁨%2⁩</translation>
    </message>
    <message>
        <source>Cannot Open Filter</source>
        <translation>فلٹر کھولا نہیں جا سکا</translation>
    </message>
    <message>
        <source>“%1” holds a %2 filter of %3 bits (%4) with %5 hash functions and %6 keys.</source>
        <translation>“⁨%1⁩” میں ⁨%3⁩ بٹ (⁨%4⁩) کا ایک ⁨%2⁩ فلٹر ہے، جس میں ⁨%5⁩ ہیش فنکشنز اور ⁨%6⁩ کلیدیں ہیں۔</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>کلاسیکی</translation>
    </message>
    <message>
        <source>counting</source>
        <translation>گنتی والا</translation>
    </message>
    <message>
        <source>%1 of its bits are set, so a key that was never added tests positive with probability %2.</source>
        <translation>اس کے ⁨%1⁩ بٹس سیٹ ہیں، اس لیے کبھی شامل نہ کی گئی کلید ⁨%2⁩ کے امکان کے ساتھ مثبت آتی ہے۔</translation>
    </message>
    <message>
        <source>Filter File</source>
        <translation>فلٹر فائل</translation>
    </message>
    <message>
        <source>Cannot Save Session</source>
        <translation>سیشن محفوظ نہیں کیا جا سکا</translation>
    </message>
    <message>
        <source>Cannot Save Filter</source>
        <translation>فلٹر محفوظ نہیں کیا جا سکا</translation>
    </message>
    <message>
        <source>Save Session?</source>
        <translation>سیشن محفوظ کریں؟</translation>
    </message>
    <message>
        <source>Save this session before closing? Otherwise the keys and settings of every page are lost.</source>
        <translation>بند کرنے سے پہلے یہ سیشن محفوظ کریں؟ ورنہ ہر صفحے کی کلیدیں اور سیٹنگز ضائع ہو جائیں گی۔</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;⁨%1⁩ ⁨%2⁩</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>فہرست صاف کریں (&amp;C)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>کھولیں</translation>
    </message>
    <message>
        <source>BloomLab files (*.bloomlab *.bloom);;Sessions (*.bloomlab);;Filters (*.bloom);;All files (*)</source>
        <translation>BloomLab فائلیں (*.bloomlab *.bloom);;سیشنز (*.bloomlab);;فلٹرز (*.bloom);;تمام فائلیں (*)</translation>
    </message>
    <message>
        <source>session</source>
        <translation>سیشن</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>سیشن محفوظ کریں</translation>
    </message>
    <message>
        <source>Sessions (*.bloomlab)</source>
        <translation>سیشنز (*.bloomlab)</translation>
    </message>
    <message>
        <source>Save Filter</source>
        <translation>فلٹر محفوظ کریں</translation>
    </message>
    <message>
        <source>filter</source>
        <translation>فلٹر</translation>
    </message>
    <message>
        <source>Filters (*.bloom)</source>
        <translation>فلٹرز (*.bloom)</translation>
    </message>
    <message>
        <source>“%1” holds a cuckoo filter of %2 buckets of %3 fingerprints of %4 bits (%5) with %6 keys. It is %7 full, so a key that was never added tests positive with probability about %8. The teaching pages show Bloom filters only.</source>
        <translation>“⁨%1⁩” میں ایک ککو فلٹر (⁨%5⁩) ہے: ⁨%2⁩ بکٹ، ہر بکٹ میں ⁨%4⁩ بٹ کے ⁨%3⁩ فنگر پرنٹ، اور ⁨%6⁩ کلیدیں۔ یہ ⁨%7⁩ بھرا ہوا ہے، اس لیے کبھی شامل نہ کی گئی کلید تقریباً ⁨%8⁩ کے امکان کے ساتھ مثبت آتی ہے۔ تدریسی صفحات صرف بلوم فلٹر دکھاتے ہیں۔</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>m = −n · ln p / (ln 2)² = −%1 · ln %2 / 0.4805 ≈ %3 bits.</source>
        <translation>⁦m = −n · ln p / (ln 2)² = −%1 · ln %2 / 0.4805 ≈ %3⁩ بٹ۔</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2. How many hash functions give the lowest rate for the bits that takes?</source>
        <translation>ایک فلٹر میں ⁨%1⁩ کلیدیں رکھنی ہیں اور غلط مثبت شرح ⁨%2⁩ ہونی چاہیے۔ اس کے لیے درکار بٹس کے ساتھ کتنے ہیش فنکشنز سب سے کم شرح دیتے ہیں؟</translation>
    </message>
    <message>
        <source>k = (m/n) · ln 2 = %1 · 0.693, rounded: %2.</source>
        <translation>⁦k = (m/n) · ln 2 = %1 · 0.693⁩، قریب ترین عدد تک: ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2, with the best k. How many megabytes (1 MB = 1,000,000 bytes) does it take?</source>
        <translation>ایک فلٹر میں بہترین ⁦k⁩ کے ساتھ ⁨%1⁩ کلیدیں رکھنی ہیں اور غلط مثبت شرح ⁨%2⁩ ہونی چاہیے۔ یہ فلٹر کتنے میگا بائٹ (⁦1 MB = 1,000,000⁩ بائٹ) لیتا ہے؟</translation>
    </message>
    <message>
        <source>Divided by 8 bits per byte and 1,000,000 bytes per MB: about %1 MB.</source>
        <translation>ایک بائٹ میں 8 بٹ اور ایک ⁦MB⁩ میں 1,000,000 بائٹ کے حساب سے تقسیم کرنے پر: تقریباً ⁦%1 MB⁩۔</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2, with the best k. How many bits does it need?</source>
        <translation>ایک فلٹر میں بہترین ⁦k⁩ کے ساتھ ⁨%1⁩ کلیدیں رکھنی ہیں اور غلط مثبت شرح ⁨%2⁩ ہونی چاہیے۔ اسے کتنے بٹ درکار ہیں؟</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits with k = %2 hashes holds n = %3 keys. What is its false-positive rate, by the formula (1 − e^(−kn/m))^k?</source>
        <translation>⁦m = %1⁩ بٹ اور ⁦k = %2⁩ ہیش والے ایک فلٹر میں ⁦n = %3⁩ کلیدیں ہیں۔ فارمولے ⁦(1 − e^(−kn/m))^k⁩ کے مطابق اس کی غلط مثبت شرح کیا ہے؟</translation>
    </message>
    <message>
        <source>kn/m = %1, e^(−%1) = %2, 1 − %2 = %3, and %3 to the power %4 ≈ %5.</source>
        <translation>⁦kn/m = %1⁩، ⁦e^(−%1) = %2⁩، ⁦1 − %2 = %3⁩، اور ⁨%3⁩ کی طاقت ⁨%4⁩ ≈ ⁨%5⁩۔</translation>
    </message>
    <message>
        <source>About how many bits per key does a filter need for a false-positive rate of %1, with the best k?</source>
        <translation>بہترین ⁦k⁩ کے ساتھ ⁨%1⁩ غلط مثبت شرح کے لیے فلٹر کو فی کلید تقریباً کتنے بٹ درکار ہیں؟</translation>
    </message>
    <message>
        <source>m/n = −ln p / (ln 2)² = %1 / 0.4805 ≈ %2 bits per key.</source>
        <translation>⁦m/n = −ln p / (ln 2)² = %1 / 0.4805 ≈ %2⁩ بٹ فی کلید۔</translation>
    </message>
    <message>
        <source>A plain filter of %1 bits becomes a counting filter with a 4-bit counter in place of each bit. How much memory does the counting filter take?</source>
        <translation>⁨%1⁩ بٹ کے ایک سادہ فلٹر کو گنتی والے فلٹر میں بدلا جاتا ہے، جس میں ہر بٹ کی جگہ 4 بٹ کا ایک کاؤنٹر ہوتا ہے۔ گنتی والا فلٹر کتنی میموری لیتا ہے؟</translation>
    </message>
    <message>
        <source>4 bits per position instead of 1: %1 bits, that is %2.</source>
        <translation>ہر پوزیشن پر 1 کے بجائے 4 بٹ: ⁨%1⁩ بٹ، یعنی ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>A filter has m = %1 bits and k = %2 hashes. How many keys can it take before its false-positive rate passes %3?</source>
        <translation>ایک فلٹر میں ⁦m = %1⁩ بٹ اور ⁦k = %2⁩ ہیش ہیں۔ اس کی غلط مثبت شرح ⁨%3⁩ سے بڑھنے سے پہلے اس میں کتنی کلیدیں ڈالی جا سکتی ہیں؟</translation>
    </message>
    <message>
        <source>Solve (1 − e^(−kn/m))^k = p for n: n = −(m/k) · ln(1 − p^(1/k)) ≈ %1 keys.</source>
        <translation>⁦(1 − e^(−kn/m))^k = p⁩ کو ⁦n⁩ کے لیے حل کرنے پر: ⁦n = −(m/k) · ln(1 − p^(1/k)) ≈ %1⁩ کلیدیں۔</translation>
    </message>
    <message>
        <source>%1 bits (%2)</source>
        <translation>⁨%1⁩ بٹ (⁨%2⁩)</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>⁦%1 MB⁩</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits holds n = %2 keys, with the best k. What is its false-positive rate?</source>
        <translation>⁦m = %1⁩ بٹ والے فلٹر میں ⁦n = %2⁩ کلیدیں ہیں، بہترین ⁦k⁩ کے ساتھ۔ اس کی غلط مثبت شرح کیا ہے؟</translation>
    </message>
    <message>
        <source>k = (m/n) · ln 2, rounded: %1; then (1 − e^(−kn/m))^k ≈ %2.</source>
        <translation>⁦k = (m/n) · ln 2⁩، گول کر کے: ⁨%1⁩؛ پھر ⁦(1 − e^(−kn/m))^k⁩ ≈ ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits must keep its false-positive rate at %2, with the best k. How many keys can it hold?</source>
        <translation>⁦m = %1⁩ بٹ والے فلٹر کو بہترین ⁦k⁩ کے ساتھ اپنی غلط مثبت شرح ⁨%2⁩ پر رکھنی ہے۔ اس میں کتنی کلیدیں سما سکتی ہیں؟</translation>
    </message>
    <message>
        <source>n = −m · (ln 2)² / ln p ≈ %1 keys, with k = %2.</source>
        <translation>⁦n = −m · (ln 2)² / ln p⁩ ≈ ⁨%1⁩ کلیدیں، ⁦k = %2⁩ کے ساتھ۔</translation>
    </message>
    <message>
        <source>Type your answer as a number, in digits.</source>
        <translation>اپنا جواب عدد کی صورت میں، ہندسوں میں لکھیں۔</translation>
    </message>
    <message>
        <source>Type a size in bits, or with a unit: kB, MB, GB, KiB, MiB or GiB.</source>
        <translation>سائز بٹس میں لکھیں، یا اکائی کے ساتھ: ⁦kB, MB, GB, KiB, MiB⁩ یا ⁦GiB⁩۔</translation>
    </message>
    <message>
        <source>Type a number of keys, in digits, or with a word: thousand, million, billion.</source>
        <translation>کلیدوں کی تعداد ہندسوں میں لکھیں، یا انگریزی لفظ کے ساتھ: ⁦thousand, million, billion⁩۔</translation>
    </message>
    <message>
        <source>Type a rate as a percentage, a fraction, or “1 in” a number.</source>
        <translation>شرح فیصد میں، کسر کی صورت میں، یا ”⁦1 in⁩“ کے بعد عدد لکھ کر درج کریں۔</translation>
    </message>
    <message>
        <source>Type a number of megabytes, or a size with its unit.</source>
        <translation>میگا بائٹس کی تعداد لکھیں، یا سائز اس کی اکائی کے ساتھ۔</translation>
    </message>
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>A filter needs at least one bit (m must be 1 or more).</source>
        <translation>فلٹر کے لیے کم از کم ایک بٹ ضروری ہے (⁦m⁩ کی قدر 1 یا اس سے زیادہ ہونی چاہیے)۔</translation>
    </message>
    <message>
        <source>A filter needs at least one hash function (k must be 1 or more).</source>
        <translation>فلٹر کے لیے کم از کم ایک ہیش فنکشن ضروری ہے (⁦k⁩ کی قدر 1 یا اس سے زیادہ ہونی چاہیے)۔</translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported; %2 were asked for.</source>
        <translation>زیادہ سے زیادہ ⁨%1⁩ ہیش فنکشنز کی سہولت موجود ہے؛ جبکہ ⁨%2⁩ مانگے گئے۔</translation>
    </message>
    <message>
        <source>A probability must lie strictly between 0 and 1, such as 0.01 or 1%.</source>
        <translation>احتمال لازماً 0 اور 1 کے درمیان ہونا چاہیے (ان دونوں کے برابر نہیں)، جیسے 0.01 یا 1%۔</translation>
    </message>
    <message>
        <source>The number of keys must be at least 1.</source>
        <translation>کلیدوں کی تعداد کم از کم 1 ہونی چاہیے۔</translation>
    </message>
    <message>
        <source>A value is outside the range this setting allows.</source>
        <translation>کوئی قدر اس سیٹنگ کی اجازت شدہ حد سے باہر ہے۔</translation>
    </message>
    <message>
        <source>Type a key first: an empty key cannot be added or checked.</source>
        <translation>پہلے کوئی کلید لکھیں: خالی کلید نہ شامل کی جا سکتی ہے اور نہ جانچی جا سکتی ہے۔</translation>
    </message>
    <message>
        <source>This key is %1; keys can be at most %2.</source>
        <translation>یہ کلید ⁨%1⁩ کی ہے؛ کلیدیں زیادہ سے زیادہ ⁨%2⁩ کی ہو سکتی ہیں۔</translation>
    </message>
    <message>
        <source>This filter needs %1; %2 is available.</source>
        <translation>اس فلٹر کو ⁨%1⁩ درکار ہے؛ دستیاب صرف ⁨%2⁩ ہے۔</translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle (%1 where the limit is %2).</source>
        <translation>یہ ⁦BloomLab⁩ کے سنبھالنے کے لیے بہت بڑا ہے (⁨%1⁩، جبکہ حد ⁨%2⁩ ہے)۔</translation>
    </message>
    <message>
        <source>These filters cannot be combined: they differ in size, hash count or hashing.</source>
        <translation>ان فلٹرز کو یکجا نہیں کیا جا سکتا: ان کا سائز، ہیش کی تعداد یا ہیشنگ کا طریقہ مختلف ہے۔</translation>
    </message>
    <message>
        <source>Refused: at least one of this key&apos;s counters is 0, so the key is definitely not in the filter.</source>
        <translation>مسترد: اس کلید کا کم از کم ایک کاؤنٹر 0 ہے، اس لیے یہ کلید یقینی طور پر فلٹر میں نہیں ہے۔</translation>
    </message>
    <message>
        <source>These two values do not determine the others.</source>
        <translation>ان دو قدروں سے باقی قدروں کا تعین نہیں ہوتا۔</translation>
    </message>
    <message>
        <source>Enter exactly two of n, p, m and k.</source>
        <translation>⁦n⁩، ⁦p⁩، ⁦m⁩ اور ⁦k⁩ میں سے ٹھیک دو قدریں درج کریں۔</translation>
    </message>
    <message>
        <source>A filter with the article&apos;s scripted positions cannot be saved; choose a real hash scheme first.</source>
        <translation>مضمون کی طے شدہ پوزیشنز والا فلٹر محفوظ نہیں کیا جا سکتا؛ پہلے کوئی حقیقی ہیش اسکیم منتخب کریں۔</translation>
    </message>
    <message>
        <source>The file is cut short: it ends before the filter does.</source>
        <translation>فائل ادھوری ہے: یہ فلٹر مکمل ہونے سے پہلے ہی ختم ہو جاتی ہے۔</translation>
    </message>
    <message>
        <source>This is not a BloomLab filter file.</source>
        <translation>یہ ⁦BloomLab⁩ کی فلٹر فائل نہیں ہے۔</translation>
    </message>
    <message>
        <source>This filter file is version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation>یہ فلٹر فائل ورژن ⁨%1⁩ کی ہے؛ ⁦BloomLab⁩ کا یہ ورژن صرف ورژن ⁨%2⁩ پڑھتا ہے۔ ممکن ہے یہ ⁦BloomLab⁩ کے کسی نئے ورژن سے بنی ہو۔</translation>
    </message>
    <message>
        <source>The file holds a kind of filter this BloomLab does not know.</source>
        <translation>اس فائل میں ایسی قسم کا فلٹر ہے جسے ⁦BloomLab⁩ کا یہ ورژن نہیں پہچانتا۔</translation>
    </message>
    <message>
        <source>The file holds a different kind of filter than the one asked for.</source>
        <translation>اس فائل میں مطلوبہ فلٹر کے بجائے کسی اور قسم کا فلٹر ہے۔</translation>
    </message>
    <message>
        <source>The file uses a hash scheme this BloomLab does not know.</source>
        <translation>یہ فائل ایسی ہیش اسکیم استعمال کرتی ہے جسے ⁦BloomLab⁩ کا یہ ورژن نہیں پہچانتا۔</translation>
    </message>
    <message>
        <source>The file is damaged: its checksum does not match its contents. Nothing was loaded.</source>
        <translation>فائل خراب ہے: اس کا چیک سم اس کے مواد سے مطابقت نہیں رکھتا۔ کچھ بھی لوڈ نہیں کیا گیا۔</translation>
    </message>
    <message>
        <source>The file is damaged: its sizes do not agree with each other. Nothing was loaded.</source>
        <translation>فائل خراب ہے: اس میں درج سائز آپس میں مطابقت نہیں رکھتے۔ کچھ بھی لوڈ نہیں کیا گیا۔</translation>
    </message>
    <message>
        <source>The text is not a valid encoding of this filter&apos;s bits.</source>
        <translation>یہ متن اس فلٹر کے بٹس کی درست انکوڈنگ نہیں ہے۔</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>منسوخ کر دیا گیا۔</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>کچھ غلط ہو گیا (⁨%1⁩)۔</translation>
    </message>
    <message>
        <source>The file is larger than any session can be (%1).</source>
        <translation>یہ فائل کسی بھی سیشن کی ممکنہ حد (⁨%1⁩) سے بڑی ہے۔</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: its JSON breaks at character %1 (%2).</source>
        <translation>فائل خراب یا ادھوری ہے: اس کا ⁦JSON⁩ حرف نمبر ⁨%1⁩ پر ٹوٹ جاتا ہے (⁨%2⁩)۔</translation>
    </message>
    <message>
        <source>The file is JSON, but not a BloomLab session.</source>
        <translation>یہ فائل ⁦JSON⁩ تو ہے، مگر ⁦BloomLab⁩ کا سیشن نہیں۔</translation>
    </message>
    <message>
        <source>This session is format version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation>یہ سیشن فارمیٹ ورژن ⁨%1⁩ کا ہے؛ ⁦BloomLab⁩ کا یہ ورژن صرف ورژن ⁨%2⁩ پڑھتا ہے۔ ممکن ہے یہ ⁦BloomLab⁩ کے کسی نئے ورژن سے بنا ہو۔</translation>
    </message>
    <message>
        <source>The value “%1” is missing.</source>
        <translation>قدر “⁨%1⁩” موجود نہیں ہے۔</translation>
    </message>
    <message>
        <source>The value “%1” has the wrong type or form.</source>
        <translation>قدر “⁨%1⁩” کی قسم یا شکل غلط ہے۔</translation>
    </message>
    <message>
        <source>The value “%1” is outside its range, %2 to %3.</source>
        <translation>قدر “⁨%1⁩” اپنی حد (⁨%2⁩ سے ⁨%3⁩) سے باہر ہے۔</translation>
    </message>
    <message>
        <source>The key “%1” is empty or longer than %2.</source>
        <translation>کلید “⁨%1⁩” خالی ہے یا ⁨%2⁩ سے لمبی ہے۔</translation>
    </message>
    <message>
        <source>“%1” lists more than %2 keys.</source>
        <translation>“⁨%1⁩” میں ⁨%2⁩ سے زیادہ کلیدیں درج ہیں۔</translation>
    </message>
    <message>
        <source>“%1” names a hash scheme this BloomLab does not know.</source>
        <translation>“⁨%1⁩” میں ایسی ہیش اسکیم کا نام ہے جسے ⁦BloomLab⁩ کا یہ ورژن نہیں پہچانتا۔</translation>
    </message>
    <message>
        <source>“%1” names a page this BloomLab does not have.</source>
        <translation>“⁨%1⁩” میں ایسے صفحے کا نام ہے جو ⁦BloomLab⁩ کے اس ورژن میں موجود نہیں۔</translation>
    </message>
    <message>
        <source>The stored contents at “%1” do not fit the filter&apos;s size or settings.</source>
        <translation>“⁨%1⁩” پر محفوظ مواد فلٹر کے سائز یا سیٹنگز سے مطابقت نہیں رکھتا۔</translation>
    </message>
    <message>
        <source>The session is not valid.</source>
        <translation>سیشن درست نہیں ہے۔</translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle.</source>
        <translation>یہ ⁦BloomLab⁩ کے سنبھالنے کے لیے بہت بڑا ہے۔</translation>
    </message>
    <message>
        <source>The cuckoo filter is full: a key already waits in its victim slot. Remove a key to make room.</source>
        <translation>ککو فلٹر بھر چکا ہے: ایک کلید پہلے ہی اس کے اضافی خانے ⁦(victim slot)⁩ میں انتظار کر رہی ہے۔ جگہ بنانے کے لیے کوئی کلید ہٹائیں۔</translation>
    </message>
    <message>
        <source>Refused: this key&apos;s buckets already hold %1 copies of its fingerprint, as many as they can.</source>
        <translation>مسترد: اس کلید کے بکٹس میں اس کے فنگر پرنٹ کی پہلے ہی ⁨%1⁩ نقلیں موجود ہیں، یعنی جتنی وہ زیادہ سے زیادہ رکھ سکتے ہیں۔</translation>
    </message>
</context>
<context>
    <name>ExperimentJobRow</name>
    <message>
        <source>Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
</context>
<context>
    <name>ExploreArrayStage</name>
    <message>
        <source>The filter&apos;s bits. Arrow keys move between cells.</source>
        <translation>فلٹر کے بٹس۔ کی بورڈ کے تیر والے بٹنوں سے خانوں کے درمیان جائیں۔</translation>
    </message>
    <message>
        <source>Filter shown</source>
        <translation>دکھایا گیا فلٹر</translation>
    </message>
    <message>
        <source>Bit array</source>
        <translation>بٹ ارے</translation>
    </message>
    <message>
        <source>Cuckoo filter</source>
        <translation>ککو فلٹر</translation>
    </message>
    <message>
        <source>The same keys in a cuckoo filter: adds and checks play through its buckets</source>
        <translation>یہی کلیدیں ایک ککو فلٹر میں: شامل کرنا اور جانچنا اس کے بکٹس میں مرحلہ وار چلتا ہے</translation>
    </message>
</context>
<context>
    <name>ExploreController</name>
    <message>
        <source>The search was cancelled.</source>
        <translation>تلاش منسوخ کر دی گئی۔</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>⁨%1⁩ شامل کریں</translation>
    </message>
    <message numerus="yes">
        <source>Add %n random key(s)</source>
        <translation>
            <numerusform>⁨%Ln⁩ بے ترتیب کلید شامل کریں</numerusform>
            <numerusform>⁨%Ln⁩ بے ترتیب کلیدیں شامل کریں</numerusform>
        </translation>
    </message>
    <message>
        <source>No bit is set yet, so no key can be a false positive. Add some keys first.</source>
        <translation>ابھی کوئی بٹ سیٹ نہیں ہے، اس لیے کوئی کلید غلط مثبت نہیں ہو سکتی۔ پہلے کچھ کلیدیں شامل کریں۔</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>تلاش جاری ہے…</translation>
    </message>
    <message>
        <source>Searching… %1 candidates tried.</source>
        <translation>تلاش جاری ہے… ⁨%1⁩ امیدوار کلیدیں آزمائی جا چکی ہیں۔</translation>
    </message>
    <message>
        <source>No false positive in %1 candidates; at this fill one would expect one in about %2.</source>
        <translation>⁨%1⁩ امیدواروں میں کوئی غلط مثبت نہیں ملا؛ ارے کے اتنا بھرا ہونے پر تقریباً ⁨%2⁩ میں سے ایک کی توقع ہوتی ہے۔</translation>
    </message>
    <message>
        <source>Found %1 after %2 candidates. With %3 of %4 bits set, one in about %5 new keys is a false positive.</source>
        <translation>⁨%2⁩ امیدواروں کے بعد ⁨%1⁩ ملی۔ ⁨%4⁩ میں سے ⁨%3⁩ بٹ سیٹ ہونے پر تقریباً ہر ⁨%5⁩ نئی کلیدوں میں سے ایک غلط مثبت ہوتی ہے۔</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>⁨%1⁩ لوڈ کریں</translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>سیٹنگز تبدیل کریں</translation>
    </message>
    <message>
        <source>Press Space or Play for the next step.</source>
        <translation>اگلے قدم کے لیے اسپیس دبائیں یا ”چلائیں“ پر کلک کریں۔</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>کالعدم کیا گیا: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>دوبارہ کیا گیا: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Load bits from text</source>
        <translation>متن سے بٹس لوڈ کریں</translation>
    </message>
    <message>
        <source>Loaded the bits from text. The keys that set them are not known, because a Bloom filter does not store its keys. Check a key to ask the filter.</source>
        <translation>متن سے بٹس لوڈ کر دیے گئے۔ انہیں سیٹ کرنے والی کلیدیں معلوم نہیں، کیونکہ بلوم فلٹر اپنی کلیدیں محفوظ نہیں کرتا۔ فلٹر سے پوچھنے کے لیے کوئی کلید جانچیں۔</translation>
    </message>
    <message>
        <source>The same keys in a cuckoo filter: %1 buckets of 4 slots, %2-bit fingerprints, %3 full.</source>
        <translation>یہی کلیدیں ایک ککو فلٹر میں: 4 خانوں والے ⁨%1⁩ بکٹ، ⁨%2⁩ بٹ کے فنگر پرنٹ، ⁨%3⁩ بھرا ہوا۔</translation>
    </message>
    <message numerus="yes">
        <source>It is full: %n key(s) were refused, which the bit array still took.</source>
        <translation>
            <numerusform>یہ بھر چکا ہے: ⁨%Ln⁩ کلید مسترد کر دی گئی، جو بٹ ارے نے پھر بھی لے لی۔</numerusform>
            <numerusform>یہ بھر چکا ہے: ⁨%Ln⁩ کلیدیں مسترد کر دی گئیں، جو بٹ ارے نے پھر بھی لے لیں۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Who set its bits:</source>
        <comment>heading over a line per bit; one bit when k = 1</comment>
        <translation>
            <numerusform>اس کا بٹ کس نے سیٹ کیا:</numerusform>
            <numerusform>اس کے بٹس کس نے سیٹ کیے:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n random key(s). Select one in the list to see where the filter put it.</source>
        <translation>
            <numerusform>⁨%Ln⁩ بے ترتیب کلید شامل کی گئی۔ فہرست میں سے ایک منتخب کریں تو دکھائی دے گا کہ فلٹر نے اسے کہاں رکھا۔</numerusform>
            <numerusform>⁨%Ln⁩ بے ترتیب کلیدیں شامل کی گئیں۔ فہرست میں سے ایک منتخب کریں تو دکھائی دے گا کہ فلٹر نے اسے کہاں رکھا۔</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplorePage</name>
    <message>
        <source>Explore</source>
        <translation>دریافت</translation>
    </message>
    <message>
        <source>Export the bit array</source>
        <translation>بٹ ارے برآمد کریں</translation>
    </message>
    <message>
        <source>bloom-filter.png</source>
        <translation>بلوم-فلٹر.png</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>برآمد کریں</translation>
    </message>
    <message numerus="yes">
        <source>Bloom filter: %n bit(s)</source>
        <translation>
            <numerusform>بلوم فلٹر: ⁨%Ln⁩ بٹ</numerusform>
            <numerusform>بلوم فلٹر: ⁨%Ln⁩ بٹ</numerusform>
        </translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>سیشن کھولیں</translation>
    </message>
    <message>
        <source>This worked example places its keys by script, which a .bloom file cannot hold. Save the session instead, or pick a hash scheme first.</source>
        <translation>یہ حل شدہ مثال اپنی کلیدیں طے شدہ پوزیشنز پر رکھتی ہے، جو ⁦.bloom⁩ فائل میں محفوظ نہیں ہو سکتیں۔ اس کے بجائے سیشن محفوظ کریں، یا پہلے کوئی ہیش اسکیم منتخب کریں۔</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>⁨%1⁩ کھولیں</translation>
    </message>
    <message>
        <source>Opened “%1”: its bits are shown, but not the keys that set them, because a Bloom filter does not store its keys. Check a key to ask the filter.</source>
        <translation>“⁨%1⁩” کھول دی گئی: اس کے بٹس دکھائے گئے ہیں، مگر وہ کلیدیں نہیں جنہوں نے انہیں سیٹ کیا، کیونکہ بلوم فلٹر اپنی کلیدیں محفوظ نہیں کرتا۔ فلٹر سے پوچھنے کے لیے کوئی کلید جانچیں۔</translation>
    </message>
    <message>
        <source>The Explore page draws classic filters of up to %1 bits and %2 hash functions, so this one is described here rather than drawn.</source>
        <translation>دریافت والا صفحہ صرف زیادہ سے زیادہ ⁨%1⁩ بٹ اور ⁨%2⁩ ہیش فنکشنز والے کلاسیکی فلٹر بنا کر دکھاتا ہے، اس لیے اس فلٹر کو بنا کر دکھانے کے بجائے یہاں بیان کیا گیا ہے۔</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>کلیدیں</translation>
    </message>
    <message>
        <source>As text</source>
        <translation>بطور متن</translation>
    </message>
</context>
<context>
    <name>ExploreSettingsBar</name>
    <message>
        <source>Worked example</source>
        <translation>حل شدہ مثال</translation>
    </message>
    <message>
        <source>Examples…</source>
        <translation>مثالیں…</translation>
    </message>
    <message>
        <source>Replay a worked example from the articles, step by step</source>
        <translation>مضامین میں سے کوئی حل شدہ مثال قدم بہ قدم دوبارہ چلائیں</translation>
    </message>
    <message>
        <source>Bits (m)</source>
        <translation>بٹس ⁦(m)⁩</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>ہیش ⁦(k)⁩</translation>
    </message>
    <message>
        <source>Hash scheme</source>
        <translation>ہیش اسکیم</translation>
    </message>
    <message>
        <source>Enhanced double (XXH3)</source>
        <translation>بہتر ڈبل ہیشنگ ⁦(XXH3)⁩</translation>
    </message>
    <message>
        <source>Plain double (XXH3)</source>
        <translation>سادہ ڈبل ہیشنگ ⁦(XXH3)⁩</translation>
    </message>
    <message>
        <source>Article: h·31 + byte</source>
        <translation>مضمون: ⁦h·31 + byte⁩</translation>
    </message>
    <message>
        <source>Article&apos;s positions</source>
        <translation>مضمون کی پوزیشنز</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>سیڈ</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>نیا (&amp;N)</translation>
    </message>
    <message>
        <source>New random seed</source>
        <translation>نیا بے ترتیب سیڈ</translation>
    </message>
    <message>
        <source>Draw a new secret random seed</source>
        <translation>ایک نیا خفیہ بے ترتیب سیڈ بنائیں</translation>
    </message>
    <message>
        <source>&amp;Bits (m):</source>
        <translation>بٹس ⁦(m) (&amp;B)⁩:</translation>
    </message>
    <message>
        <source>Hash &amp;scheme:</source>
        <translation>ہیش اسکیم (&amp;S):</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>سیڈ (&amp;D):</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to %1.</source>
        <translation>سیڈ 0 سے ⁨%1⁩ تک کا کوئی مکمل عدد ہوتا ہے۔</translation>
    </message>
    <message>
        <source>Enhanced, unmixed (0.1)</source>
        <translation>بہتر، بغیر مکسنگ (0.1)</translation>
    </message>
    <message>
        <source>Hashes (&amp;k):</source>
        <translation>ہیش ⁦(k) (&amp;K)⁩:</translation>
    </message>
    <message>
        <source>The hash seed, %1: secret and random at start. Type one to repeat a demo exactly.</source>
        <translation>ہیش کا سیڈ، ⁨%1⁩: شروع میں خفیہ اور بے ترتیب ہوتا ہے۔ کسی ڈیمو کو بالکل ویسا ہی دہرانے کے لیے کوئی سیڈ لکھیں۔</translation>
    </message>
</context>
<context>
    <name>FeedBar</name>
    <message>
        <source>Feed keys:</source>
        <translation>کلیدیں ڈالیں:</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>⁦+%1⁩</translation>
    </message>
    <message>
        <source>Add %1 new keys to both filters</source>
        <translation>دونوں فلٹرز میں ⁨%1⁩ نئی کلیدیں شامل کریں</translation>
    </message>
    <message>
        <source>Keep adding keys until you stop it or the lesson&apos;s limit is reached</source>
        <translation>کلیدیں شامل کرتے رہیں، یہاں تک کہ آپ اسے روک دیں یا سبق کی حد آ جائے</translation>
    </message>
    <message>
        <source>Feed c&amp;ontinuously</source>
        <translation>مسلسل ڈالتے رہیں (&amp;O)</translation>
    </message>
</context>
<context>
    <name>FileStore</name>
    <message>
        <source>Could not save “%1”: %2. Nothing was changed.</source>
        <translation>“⁨%1⁩” محفوظ نہیں کی جا سکی: ⁨%2⁩۔ کچھ بھی تبدیل نہیں ہوا۔</translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation>ڈسک پر جگہ باقی نہیں</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2. The previous file is unchanged.</source>
        <translation>“⁨%1⁩” محفوظ نہیں کی جا سکی: ⁨%2⁩۔ پچھلی فائل جوں کی توں ہے۔</translation>
    </message>
    <message>
        <source>“%1” does not exist any more.</source>
        <translation>“⁨%1⁩” اب موجود نہیں ہے۔</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation>“⁨%1⁩” فولڈر ہے، فائل نہیں۔</translation>
    </message>
    <message>
        <source>“%1” is %2, more than any BloomLab file can be (%3).</source>
        <translation>“⁨%1⁩” کا سائز ⁨%2⁩ ہے، جو ⁦BloomLab⁩ کی کسی بھی فائل کی حد (⁨%3⁩) سے زیادہ ہے۔</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2.</source>
        <translation>“⁨%1⁩” کھولی نہیں جا سکی: ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>“%1” is more than any BloomLab file can be (%2).</source>
        <translation>“⁨%1⁩” ⁦BloomLab⁩ کی کسی بھی فائل کی حد (⁨%2⁩) سے بڑی ہے۔</translation>
    </message>
</context>
<context>
    <name>FilterColumnStage</name>
    <message>
        <source>Plain Bloom filter</source>
        <translation>سادہ بلوم فلٹر</translation>
    </message>
    <message>
        <source>Counting Bloom filter</source>
        <translation>گنتی والا بلوم فلٹر</translation>
    </message>
    <message>
        <source>Delete clears the key&apos;s bits</source>
        <translation>حذف کرنے سے کلید کے بٹس صاف ہو جاتے ہیں</translation>
    </message>
    <message>
        <source>Remove lowers the key&apos;s counters by one</source>
        <translation>ہٹانے سے کلید کا ہر کاؤنٹر ایک کم ہو جاتا ہے</translation>
    </message>
    <message>
        <source>Plain filter bits</source>
        <translation>سادہ فلٹر کے بٹس</translation>
    </message>
    <message>
        <source>Counting filter counters</source>
        <translation>گنتی والے فلٹر کے کاؤنٹر</translation>
    </message>
</context>
<context>
    <name>FilterText</name>
    <message>
        <source>Binary</source>
        <translation>بائنری</translation>
    </message>
    <message>
        <source>Hexadecimal</source>
        <translation>ہیکساڈیسیمل</translation>
    </message>
    <message>
        <source>Base64</source>
        <translation>⁦Base64⁩</translation>
    </message>
    <message>
        <source>Decimal number</source>
        <translation>اعشاری عدد</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a binary digit: binary uses only 0 and 1.</source>
        <translation>حرف نمبر ⁨%1⁩، ⁨%2⁩، بائنری ہندسہ نہیں ہے: بائنری میں صرف 0 اور 1 استعمال ہوتے ہیں۔</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a hexadecimal digit: hexadecimal uses only 0–9 and a–f (or A–F).</source>
        <translation>حرف نمبر ⁨%1⁩، ⁨%2⁩، ہیکساڈیسیمل ہندسہ نہیں ہے: ہیکساڈیسیمل میں صرف 0–9 اور ⁦a⁩–f (یا ⁦A⁩–⁦F⁩) استعمال ہوتے ہیں۔</translation>
    </message>
    <message>
        <source>Character %1, %2, is not used in Base64, which has only A–Z, a–z, 0–9, + and /, with = as padding at the end.</source>
        <translation>حرف نمبر ⁨%1⁩، ⁨%2⁩، ⁦Base64⁩ میں استعمال نہیں ہوتا: اس میں صرف ⁦A⁩–⁦Z⁩، ⁦a⁩–⁦z⁩، 0–9، ⁦+⁩ اور / ہوتے ہیں، اور آخر میں پیڈنگ کے طور پر = آتا ہے۔</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a digit: a decimal number uses only 0–9.</source>
        <translation>حرف نمبر ⁨%1⁩، ⁨%2⁩، ہندسہ نہیں ہے: اعشاری عدد میں صرف 0–9 استعمال ہوتے ہیں۔</translation>
    </message>
    <message>
        <source>The box is empty: paste or type the filter&apos;s bits as text first.</source>
        <translation>خانہ خالی ہے: پہلے فلٹر کے بٹس متن کی صورت میں پیسٹ کریں یا لکھیں۔</translation>
    </message>
    <message numerus="yes">
        <source>The binary form of this filter has exactly %Ln digit(s), one for each bit; this text has %1.</source>
        <translation>
            <numerusform>اس فلٹر کی بائنری شکل میں ٹھیک ⁨%Ln⁩ ہندسہ ہوتا ہے، ہر بٹ کے لیے ایک؛ اس متن میں ⁨%1⁩ ہیں۔</numerusform>
            <numerusform>اس فلٹر کی بائنری شکل میں ٹھیک ⁨%Ln⁩ ہندسے ہوتے ہیں، ہر بٹ کے لیے ایک؛ اس متن میں ⁨%1⁩ ہیں۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hexadecimal form of this filter has exactly %Ln digit(s), two for each of its bytes; this text has %1.</source>
        <translation>
            <numerusform>اس فلٹر کی ہیکساڈیسیمل شکل میں ٹھیک ⁨%Ln⁩ ہندسہ ہوتا ہے، اس کے ہر بائٹ کے لیے دو؛ اس متن میں ⁨%1⁩ ہیں۔</numerusform>
            <numerusform>اس فلٹر کی ہیکساڈیسیمل شکل میں ٹھیک ⁨%Ln⁩ ہندسے ہوتے ہیں، اس کے ہر بائٹ کے لیے دو؛ اس متن میں ⁨%1⁩ ہیں۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Base64 form of this filter has exactly %Ln character(s), four for every three of its bytes; this text has %1.</source>
        <translation>
            <numerusform>اس فلٹر کی ⁦Base64⁩ شکل میں ٹھیک ⁨%Ln⁩ حرف ہوتا ہے، اس کے ہر تین بائٹس کے لیے چار؛ اس متن میں ⁨%1⁩ ہیں۔</numerusform>
            <numerusform>اس فلٹر کی ⁦Base64⁩ شکل میں ٹھیک ⁨%Ln⁩ حروف ہوتے ہیں، اس کے ہر تین بائٹس کے لیے چار؛ اس متن میں ⁨%1⁩ ہیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>The Base64 form of this filter has no = padding: its bytes fill whole groups of three.</source>
        <translation>اس فلٹر کی ⁦Base64⁩ شکل میں = والی پیڈنگ نہیں ہوتی: اس کے بائٹس تین تین کے پورے گروپوں میں پورے آ جاتے ہیں۔</translation>
    </message>
    <message numerus="yes">
        <source>The Base64 form of this filter ends in exactly %Ln = sign(s) of padding, and has no = anywhere else.</source>
        <translation>
            <numerusform>اس فلٹر کی ⁦Base64⁩ شکل کے آخر میں پیڈنگ کا ٹھیک ⁦%Ln =⁩ نشان ہوتا ہے، اور اس کے علاوہ کہیں = نہیں ہوتا۔</numerusform>
            <numerusform>اس فلٹر کی ⁦Base64⁩ شکل کے آخر میں پیڈنگ کے ٹھیک ⁦%Ln =⁩ نشان ہوتے ہیں، اور اس کے علاوہ کہیں = نہیں ہوتا۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This number is too large for a filter of %Ln bit(s): it must be less than 2 to the power %1.</source>
        <translation>
            <numerusform>یہ عدد ⁨%Ln⁩ بٹ والے فلٹر کے لیے بہت بڑا ہے: اسے 2 کی ⁨%1⁩ ویں طاقت سے کم ہونا چاہیے۔</numerusform>
            <numerusform>یہ عدد ⁨%Ln⁩ بٹ والے فلٹر کے لیے بہت بڑا ہے: اسے 2 کی ⁨%1⁩ ویں طاقت سے کم ہونا چاہیے۔</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The text sets the bit at position %1, but this filter&apos;s %Ln bit(s) are at positions 0 to %2.</source>
        <translation>
            <numerusform>متن پوزیشن ⁨%1⁩ والا بٹ سیٹ کرتا ہے، لیکن اس فلٹر کا ⁨%Ln⁩ بٹ پوزیشن 0 سے ⁨%2⁩ تک ہے۔</numerusform>
            <numerusform>متن پوزیشن ⁨%1⁩ والا بٹ سیٹ کرتا ہے، لیکن اس فلٹر کے ⁨%Ln⁩ بٹ پوزیشن 0 سے ⁨%2⁩ تک ہیں۔</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FilterTextPanel</name>
    <message>
        <source>&amp;Load</source>
        <translation>لوڈ کریں (&amp;L)</translation>
    </message>
    <message>
        <source>The same bits as text: a server can send the filter to a client as one number, and the client then checks keys on its own.</source>
        <translation>یہی بٹس متن کی صورت میں: سرور فلٹر کو ایک ہی عدد کی شکل میں کلائنٹ کو بھیج سکتا ہے، اور پھر کلائنٹ خود ہی کلیدیں جانچ لیتا ہے۔</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>کاپی کریں</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <comment>a button&apos;s name for screen readers; %1 is a form such as Binary</comment>
        <translation>⁨%1⁩ کاپی کریں</translation>
    </message>
    <message>
        <source>Copy this text to the clipboard</source>
        <translation>یہ متن کلپ بورڈ پر کاپی کریں</translation>
    </message>
    <message>
        <source>Load bits from text</source>
        <translation>متن سے بٹس لوڈ کریں</translation>
    </message>
    <message>
        <source>Form of the text to load</source>
        <translation>لوڈ کیے جانے والے متن کی شکل</translation>
    </message>
    <message>
        <source>Text to load</source>
        <translation>لوڈ کرنے کے لیے متن</translation>
    </message>
    <message>
        <source>Paste a text of this filter&apos;s size</source>
        <translation>اس فلٹر کے سائز کا متن پیسٹ کریں</translation>
    </message>
    <message>
        <source>Replace the filter&apos;s bits with these; m, k and the hash scheme stay, and Undo brings the old bits back</source>
        <translation>فلٹر کے بٹس کو ان سے بدل دیں؛ ⁦m⁩، ⁦k⁩ اور ہیش اسکیم وہی رہتے ہیں، اور ”کالعدم کریں“ سے پرانے بٹس واپس آ جاتے ہیں</translation>
    </message>
    <message>
        <source>Copied to the clipboard: %1.</source>
        <comment>%1 is a form such as Binary or Base64</comment>
        <translation>کلپ بورڈ پر کاپی ہو گیا: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Bit i is the number&apos;s bit i. Binary lists bit %1 first; Hexadecimal and Base64 give the number&apos;s bytes lowest byte first, as memory holds them.</source>
        <translation>بٹ ⁦i⁩ عدد کا بٹ ⁦i⁩ ہے۔ بائنری میں بٹ ⁨%1⁩ سب سے پہلے آتا ہے؛ ہیکساڈیسیمل اور ⁦Base64⁩ عدد کے بائٹس سب سے نچلے بائٹ سے شروع کر کے دیتے ہیں، جیسے وہ میموری میں رکھے جاتے ہیں۔</translation>
    </message>
</context>
<context>
    <name>FprChart</name>
    <message>
        <source>Formula (1 − e^(−kn/m))^k</source>
        <translation>فارمولا ⁦(1 − e^(−kn/m))^k⁩</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>عین حساب</translation>
    </message>
    <message>
        <source>Blocked filter</source>
        <translation>بلاکڈ فلٹر</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>موجودہ</translation>
    </message>
    <message>
        <source>Measured, 95% interval</source>
        <translation>ناپی گئی، 95% وقفہ</translation>
    </message>
    <message>
        <source>FPR</source>
        <translation>⁦FPR⁩</translation>
    </message>
    <message>
        <source>%1, as a table</source>
        <translation>⁨%1⁩، جدول کی صورت میں</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>⁨%1⁩ محفوظ نہیں کی جا سکی: ⁨%2⁩</translation>
    </message>
    <message>
        <source>choose a name ending in .png, .svg or .csv</source>
        <translation>ایسا نام منتخب کریں جو ⁦.png⁩، ⁦.svg⁩ یا ⁦.csv⁩ پر ختم ہو</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>چارٹ برآمد کریں</translation>
    </message>
    <message>
        <source>fpr-chart.png</source>
        <translation>غلط-مثبت-شرح-چارٹ.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;CSV data (*.csv)</source>
        <translation>PNG تصویر (*.png);;SVG تصویر (*.svg);;CSV ڈیٹا (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>برآمد کریں</translation>
    </message>
    <message>
        <source>False-positive rate as keys are added</source>
        <translation>کلیدیں شامل ہونے کے ساتھ غلط مثبت شرح</translation>
    </message>
    <message>
        <source>False-positive rate by number of hashes</source>
        <translation>ہیش کی تعداد کے لحاظ سے غلط مثبت شرح</translation>
    </message>
    <message>
        <source>False-positive rate by bits per key</source>
        <translation>فی کلید بٹس کے لحاظ سے غلط مثبت شرح</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>کلیدیں ⁦(n)⁩</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>ہیش ⁦(k)⁩</translation>
    </message>
    <message>
        <source>Bits per key (m/n)</source>
        <translation>فی کلید بٹس ⁦(m/n)⁩</translation>
    </message>
    <message>
        <source>Every rate on this chart is below %1: too small to draw.</source>
        <translation>اس چارٹ کی ہر شرح ⁨%1⁩ سے کم ہے: اتنی چھوٹی کہ بنائی نہیں جا سکتی۔</translation>
    </message>
    <message>
        <source>Cuckoo filter</source>
        <translation>ککو فلٹر</translation>
    </message>
    <message>
        <source>Lower bound: %1 bits per key</source>
        <translation>نچلی حد: فی کلید ⁨%1⁩ بٹ</translation>
    </message>
    <message>
        <source>Beside the Bloom filter&apos;s formula, a cuckoo filter of the same bits per key, a step for each whole bit of fingerprint, and the lower bound no filter can pass.</source>
        <translation>بلوم فلٹر کے فارمولے کے ساتھ: فی کلید اتنے ہی بٹ والا ککو فلٹر، جس کی لکیر میں فنگر پرنٹ کے ہر پورے بٹ کے لیے ایک سیڑھی ہے، اور وہ نچلی حد جسے کوئی فلٹر پار نہیں کر سکتا۔</translation>
    </message>
    <message>
        <source>Bits per key for which this k is best</source>
        <translation>فی کلید بٹس جن پر یہ ⁦k⁩ بہترین ہے</translation>
    </message>
    <message>
        <source>Best k for this m and n</source>
        <translation>اس ⁦m⁩ اور ⁦n⁩ کے لیے بہترین ⁦k⁩</translation>
    </message>
    <message>
        <source>Best k allowed (%1); the best, %2, is beyond the range</source>
        <translation>اجازت شدہ بہترین ⁦k⁩ ‏(⁨%1⁩)؛ اصل بہترین، ⁨%2⁩، حد سے باہر ہے</translation>
    </message>
    <message>
        <source>0 false positives in %1 probes: below the axis</source>
        <translation>⁨%1⁩ جانچوں میں 0 غلط مثبت: محور سے نیچے</translation>
    </message>
    <message>
        <source>The best k for this m and n is %1, more than the %2 hashes a filter takes here: the square marks k = %2, the best of those.</source>
        <translation>اس ⁦m⁩ اور ⁦n⁩ کے لیے بہترین ⁦k⁩ ⁨%1⁩ ہے، جو یہاں فلٹر کے زیادہ سے زیادہ ⁨%2⁩ ہیشز سے زیادہ ہے: مربع ⁦k = %2⁩ دکھاتا ہے، جو ان میں بہترین ہے۔</translation>
    </message>
    <message>
        <source>At n = %1: 0 false positives in %2 probes. A rate of 0 cannot be drawn on a log axis, so the circle sits at its foot; the bar is the 95% interval, up to %3.</source>
        <translation>⁦n = %1⁩ پر: ⁨%2⁩ جانچوں میں 0 غلط مثبت۔ صفر کی شرح لاگ محور پر نہیں بنائی جا سکتی، اس لیے دائرہ محور کے نیچے رکھا ہے؛ پٹی 95% وقفہ ہے، ⁨%3⁩ تک۔</translation>
    </message>
</context>
<context>
    <name>FprController</name>
    <message>
        <source>Set m to %1</source>
        <translation>⁦m⁩ کو ⁨%1⁩ کریں</translation>
    </message>
    <message>
        <source>Set n to %1</source>
        <translation>⁦n⁩ کو ⁨%1⁩ کریں</translation>
    </message>
    <message>
        <source>Set k to %1</source>
        <translation>⁦k⁩ کو ⁨%1⁩ کریں</translation>
    </message>
    <message>
        <source>Set m, n and k</source>
        <translation>⁦m⁩، ⁦n⁩ اور ⁦k⁩ مقرر کریں</translation>
    </message>
    <message>
        <source>Edit the sizing calculator</source>
        <translation>سائز کیلکولیٹر میں ترمیم</translation>
    </message>
    <message>
        <source>Fill the sizing calculator</source>
        <translation>سائز کیلکولیٹر بھریں</translation>
    </message>
    <message>
        <source>exact curve shown for m ≤ %1</source>
        <translation>عین منحنی صرف ⁦m⁩ ≤ ⁨%1⁩ کے لیے دکھائی گئی ہے</translation>
    </message>
    <message>
        <source>Charts updated in %1 ms</source>
        <translation>چارٹس ⁦%1 ms⁩ میں اپ ڈیٹ ہوئے</translation>
    </message>
    <message>
        <source>An experiment is already running; wait for it or cancel it.</source>
        <translation>ایک تجربہ پہلے سے چل رہا ہے؛ اس کے ختم ہونے کا انتظار کریں یا اسے منسوخ کریں۔</translation>
    </message>
    <message>
        <source>Measuring at n = %1…</source>
        <translation>⁦n = %1⁩ پر پیمائش ہو رہی ہے…</translation>
    </message>
    <message>
        <source>Building the filter and inserting 100 million keys…</source>
        <translation>فلٹر بنایا جا رہا ہے اور 10 کروڑ کلیدیں شامل کی جا رہی ہیں…</translation>
    </message>
    <message>
        <source>Measured %1 of 4: at n = %2, %3 false positives in %4 probes = %5 (theory %6).</source>
        <translation>پیمائش 4 میں سے ⁨%1⁩: ⁦n = %2⁩ پر، ⁨%4⁩ جانچوں میں ⁨%3⁩ غلط مثبت = ⁨%5⁩ (نظریاتی ⁨%6⁩)۔</translation>
    </message>
    <message>
        <source>Measured false-positive rate %1 (95%: %2 to %3) against %4 in theory.
Inserted %5 keys in %6 s; probed %7 keys in %8 s. The filter used %9.</source>
        <translation>ناپی گئی غلط مثبت شرح ⁨%1⁩ (95%: ⁨%2⁩ سے ⁨%3⁩)، جبکہ نظریاتی شرح ⁨%4⁩۔
⁨%5⁩ کلیدیں ⁦%6 s⁩ میں شامل کی گئیں؛ ⁨%7⁩ کلیدیں ⁦%8 s⁩ میں جانچی گئیں۔ فلٹر نے ⁨%9⁩ استعمال کیے۔</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>منسوخ کر دیا گیا۔</translation>
    </message>
    <message>
        <source>The last measurement was for other values of m, n or k; click Measure to measure these.</source>
        <translation>آخری پیمائش ⁦m⁩، ⁦n⁩ یا ⁦k⁩ کی دوسری قدروں کے لیے تھی؛ ان قدروں کی پیمائش کے لیے ”پیمائش کریں“ پر کلک کریں۔</translation>
    </message>
</context>
<context>
    <name>FprInputsBar</name>
    <message>
        <source>Filter</source>
        <translation>فلٹر</translation>
    </message>
    <message>
        <source>Bits (m)</source>
        <translation>بٹس ⁦(m)⁩</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>کلیدیں ⁦(n)⁩</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>ہیش ⁦(k)⁩</translation>
    </message>
    <message>
        <source>&amp;m bits:</source>
        <translation>⁦m⁩ بٹس (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;n keys:</source>
        <translation>⁦n⁩ کلیدیں (&amp;N):</translation>
    </message>
    <message>
        <source>&amp;k hashes:</source>
        <translation>⁦k⁩ ہیش (&amp;K):</translation>
    </message>
    <message>
        <source>Drag between %1 and %2; type any value up to %3 in the box</source>
        <translation>⁨%1⁩ اور ⁨%2⁩ کے درمیان گھسیٹیں؛ ⁨%3⁩ تک کوئی بھی قدر خانے میں لکھیں</translation>
    </message>
</context>
<context>
    <name>FprPage</name>
    <message>
        <source>FPR lab</source>
        <translation>⁦FPR⁩ لیب</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>چارٹس (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Sizing calculator</source>
        <translation>سائز کیلکولیٹر (&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;xperiments at scale</source>
        <translation>بڑے پیمانے پر تجربات (&amp;X)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>برآمد کریں</translation>
    </message>
    <message>
        <source>Which chart?</source>
        <translation>کون سا چارٹ؟</translation>
    </message>
    <message>
        <source>V&amp;ariants compared</source>
        <translation>فلٹر کی اقسام کا موازنہ (&amp;A)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>سیشن کھولیں</translation>
    </message>
</context>
<context>
    <name>GrowthChartStage</name>
    <message>
        <source>Measured false-positive rate as keys keep coming</source>
        <translation>کلیدیں آتے رہنے کے ساتھ ناپی گئی غلط مثبت شرح</translation>
    </message>
    <message>
        <source>Fixed filter</source>
        <translation>مقررہ فلٹر</translation>
    </message>
    <message>
        <source>Scalable filter</source>
        <translation>قابلِ توسیع فلٹر</translation>
    </message>
    <message>
        <source>Target p</source>
        <translation>ہدف ⁦p⁩</translation>
    </message>
    <message>
        <source>Design capacity</source>
        <translation>طے شدہ گنجائش</translation>
    </message>
    <message>
        <source>Keys added (n)</source>
        <translation>شامل کی گئی کلیدیں ⁦(n)⁩</translation>
    </message>
    <message>
        <source>False-positive rate (%)</source>
        <translation>غلط مثبت شرح (%)</translation>
    </message>
    <message>
        <source>False-positive rate chart</source>
        <translation>غلط مثبت شرح کا چارٹ</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>پیمائشیں</translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation>لوگرتھمی پیمانہ (&amp;L)</translation>
    </message>
    <message>
        <source>Show the rate on a logarithmic axis, where small rates stay visible</source>
        <translation>شرح کو لوگرتھمی محور پر دکھائیں، جہاں چھوٹی شرحیں بھی نظر آتی رہیں</translation>
    </message>
</context>
<context>
    <name>InterviewPanel</name>
    <message>
        <source>%1 minutes, %2 questions</source>
        <translation>⁨%1⁩ منٹ، ⁨%2⁩ سوالات</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>دورانیہ</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>دورانیہ (&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Start the interview</source>
        <translation>انٹرویو شروع کریں (&amp;S)</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>باقی وقت</translation>
    </message>
    <message>
        <source>The interview&apos;s review</source>
        <translation>انٹرویو کا جائزہ</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>سوال ⁨%1⁩ از ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>⁨%1⁩ باقی</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>موضوع وار اسکور</translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <translation>⁨%1⁩: ⁨%3⁩ میں سے ⁨%2⁩ درست</translation>
    </message>
    <message>
        <source>Explain questions are not scored: compare your words with the model answer.</source>
        <translation>وضاحت والے سوالات پر اسکور نہیں دیا جاتا: اپنے الفاظ کا نمونہ جواب سے موازنہ کریں۔</translation>
    </message>
    <message>
        <source>Every answer</source>
        <translation>تمام جوابات</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>نوبت نہیں آئی</translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation>⁨%1⁩. ⁨%2⁩ · ⁨%3⁩</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>آپ کا جواب:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>کوئی نہیں</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>درست۔</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>پوری طرح درست نہیں۔</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>جواب: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Model answer:</source>
        <translation>نمونہ جواب:</translation>
    </message>
    <message>
        <source>Key points:</source>
        <translation>اہم نکات:</translation>
    </message>
    <message>
        <source>Start another intervie&amp;w</source>
        <translation>ایک اور انٹرویو شروع کریں (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>⁦CSV⁩ کے طور پر برآمد کریں… (&amp;E)</translation>
    </message>
    <message>
        <source>Save every answer, its time and its result for a spreadsheet</source>
        <translation>ہر جواب، اس کا وقت اور نتیجہ اسپریڈشیٹ کے لیے محفوظ کریں</translation>
    </message>
    <message>
        <source>Export the interview</source>
        <translation>انٹرویو برآمد کریں</translation>
    </message>
    <message>
        <source>interview.csv</source>
        <translation>interview.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV فائلیں (*.csv)</translation>
    </message>
    <message>
        <source>In all: %1 of %2 right</source>
        <translation>کل: ⁨%2⁩ میں سے ⁨%1⁩ درست</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>محفوظ ہو گیا: “⁨%1⁩”۔</translation>
    </message>
    <message>
        <source>A timed set, as in an interview: numbers to work out, options to choose, predictions on a live demo and trade-offs to explain, with no hints and no feedback until the end. Then you see a score per topic, the time each answer took, and every answer beside the right one or a model answer, and you can watch each prediction play out on its demo.</source>
        <translation>انٹرویو کی طرح وقت کی پابندی والا سوالات کا ایک مجموعہ: حساب لگا کر نکالنے والے اعداد، چننے کے لیے آپشن، لائیو ڈیمو پر پیش گوئیاں اور نفع و نقصان کے موازنے جن کی وضاحت کرنی ہے، اور آخر تک نہ کوئی اشارہ ملتا ہے نہ کوئی وضاحت۔ پھر آپ ہر موضوع کا اسکور، ہر جواب میں لگنے والا وقت، اور ہر جواب کو درست جواب یا نمونہ جواب کے ساتھ دیکھتے ہیں، اور ہر پیش گوئی کو اس کے ڈیمو پر ہوتے ہوئے دیکھ سکتے ہیں۔</translation>
    </message>
    <message>
        <source>Watch the answer on the demo</source>
        <translation>ڈیمو پر جواب دیکھیں</translation>
    </message>
    <message>
        <source>Question %1 on the demo</source>
        <translation>ڈیمو پر سوال ⁨%1⁩</translation>
    </message>
</context>
<context>
    <name>KeyEntryBar</name>
    <message>
        <source>Export…</source>
        <translation>برآمد کریں…</translation>
    </message>
    <message>
        <source>Type a key, such as a username</source>
        <translation>کوئی کلید لکھیں، مثلاً یوزر نیم</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <source>Enter adds the key; Shift+Enter checks it</source>
        <translation>⁦Enter⁩ دبانے سے کلید شامل ہوتی ہے؛ ⁦Shift+Enter⁩ سے جانچی جاتی ہے</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>شامل کریں (&amp;A)</translation>
    </message>
    <message>
        <source>Add the key to the filter (Enter)</source>
        <translation>کلید کو فلٹر میں شامل کریں ⁦(Enter)⁩</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>جانچیں (&amp;C)</translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Shift+Enter)</source>
        <translation>فلٹر سے پوچھیں کہ کیا اس میں یہ کلید ہو سکتی ہے ⁦(Shift+Enter)⁩</translation>
    </message>
    <message>
        <source>Add 10 &amp;random keys</source>
        <translation>10 بے ترتیب کلیدیں شامل کریں (&amp;R)</translation>
    </message>
    <message>
        <source>Try new keys until one is reported present without having been added</source>
        <translation>نئی کلیدیں آزماتے رہیں، یہاں تک کہ کوئی کلید شامل کیے بغیر ہی موجود بتائی جائے</translation>
    </message>
    <message>
        <source>Save the bit array as a PNG or SVG image, for slides</source>
        <translation>سلائیڈز کے لیے بٹ ارے کو ⁦PNG⁩ یا ⁦SVG⁩ تصویر کے طور پر محفوظ کریں</translation>
    </message>
    <message>
        <source>Cancel the search</source>
        <translation>تلاش منسوخ کریں</translation>
    </message>
    <message>
        <source>Find a false &amp;positive</source>
        <translation>غلط مثبت تلاش کریں (&amp;P)</translation>
    </message>
    <message>
        <source>Enter checks the key; Shift+Enter adds it</source>
        <translation>⁦Enter⁩ دبانے سے کلید جانچی جاتی ہے؛ ⁦Shift+Enter⁩ سے شامل ہوتی ہے</translation>
    </message>
    <message>
        <source>Add the key to the filter (Shift+Enter)</source>
        <translation>کلید کو فلٹر میں شامل کریں ⁦(Shift+Enter)⁩</translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Enter)</source>
        <translation>فلٹر سے پوچھیں کہ کیا اس میں یہ کلید ہو سکتی ہے ⁦(Enter)⁩</translation>
    </message>
</context>
<context>
    <name>KeysPanel</name>
    <message>
        <source>Colour by collisions</source>
        <translation>ٹکراؤ کے لحاظ سے رنگ</translation>
    </message>
    <message>
        <source>Hover over a cell, or focus the array and use the arrow keys.</source>
        <translation>کسی خانے پر ماؤس لے جائیں، یا ارے کو فوکس کر کے تیر والے بٹن استعمال کریں۔</translation>
    </message>
    <message>
        <source>Keys added</source>
        <translation>شامل کی گئی کلیدیں</translation>
    </message>
    <message>
        <source>Colour each set bit by how many keys set it</source>
        <translation>ہر سیٹ شدہ بٹ کو اس لحاظ سے رنگیں کہ اسے کتنی کلیدوں نے سیٹ کیا</translation>
    </message>
    <message>
        <source>Select a key to see where the filter put it</source>
        <translation>کلید منتخب کریں تو دکھائی دے گا کہ فلٹر نے اسے کہاں رکھا</translation>
    </message>
    <message>
        <source>Hover over a slot to see its bucket and fingerprint.</source>
        <translation>کسی خانے پر ماؤس لے جائیں تو اس کا بکٹ اور فنگر پرنٹ دکھائی دے گا۔</translation>
    </message>
</context>
<context>
    <name>LessonContents</name>
    <message>
        <source>Read</source>
        <translation>مطالعہ</translation>
    </message>
    <message>
        <source>Do</source>
        <translation>مشق</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>پیش گوئی</translation>
    </message>
    <message>
        <source>Lessons and their steps</source>
        <translation>اسباق اور ان کے قدم</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>⁨%1⁩. ⁨%2⁩</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>قدم ⁨%1⁩: ⁨%2⁩</translation>
    </message>
    <message>
        <source>%1, done</source>
        <translation>⁨%1⁩، مکمل</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 steps done · about %Ln minute(s)</source>
        <translation>
            <numerusform>⁨%2⁩ میں سے ⁨%1⁩ قدم مکمل · تقریباً ⁨%Ln⁩ منٹ</numerusform>
            <numerusform>⁨%2⁩ میں سے ⁨%1⁩ قدم مکمل · تقریباً ⁨%Ln⁩ منٹ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonStageHost</name>
    <message>
        <source>The chart appears once you have answered: it would give the answer away.</source>
        <translation>جواب دینے کے بعد چارٹ دکھائی دے گا: ابھی دکھانے سے جواب ظاہر ہو جاتا۔</translation>
    </message>
</context>
<context>
    <name>LessonStepPanel</name>
    <message>
        <source>Read</source>
        <translation>مطالعہ</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>آپ کی باری</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>پیش گوئی</translation>
    </message>
    <message>
        <source>&amp;Show a hint</source>
        <translation>اشارہ دکھائیں (&amp;S)</translation>
    </message>
    <message>
        <source>Check &amp;my answer</source>
        <translation>میرا جواب جانچیں (&amp;M)</translation>
    </message>
    <message>
        <source>This step has no translation yet, so it is shown in English.</source>
        <translation>اس قدم کا ابھی ترجمہ نہیں ہوا، اس لیے یہ انگریزی میں دکھایا جا رہا ہے۔</translation>
    </message>
    <message>
        <source>The step&apos;s text</source>
        <translation>قدم کا متن</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>آپ کا جواب</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>⁨%2⁩ میں سے قدم ⁨%1⁩ · ⁨%3⁩</translation>
    </message>
    <message>
        <source>Done. Go on with Next.</source>
        <translation>ہو گیا۔ آگے بڑھنے کے لیے ”اگلا“ دبائیں۔</translation>
    </message>
    <message>
        <source>Click the cells you expect, then check your answer.</source>
        <translation>جن خانوں کی آپ توقع کرتے ہیں ان پر کلک کریں، پھر اپنا جواب جانچیں۔</translation>
    </message>
    <message>
        <source>Watch the answer…</source>
        <translation>جواب دیکھیں…</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>درست۔</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>پوری طرح درست نہیں۔</translation>
    </message>
    <message>
        <source>%1 You said: %2. The answer: %3.</source>
        <translation>⁨%1⁩ آپ کا جواب: ⁨%2⁩۔ درست جواب: ⁨%3⁩۔</translation>
    </message>
    <message>
        <source>no cells</source>
        <translation>کوئی خانہ نہیں</translation>
    </message>
    <message>
        <source>Click at least one cell of the bit array first.</source>
        <translation>پہلے فلٹر کے بٹس میں سے کم از کم ایک خانے پر کلک کریں۔</translation>
    </message>
    <message>
        <source>Your turn: do it on the live demo beside this text.</source>
        <translation>آپ کی باری: اس متن کے ساتھ والے زندہ ڈیمو پر یہ کر کے دیکھیں۔</translation>
    </message>
    <message>
        <source>Answer first; then read why.</source>
        <translation>پہلے جواب دیں؛ پھر وجہ پڑھیں۔</translation>
    </message>
    <message>
        <source>Answer first; then watch what the demo does.</source>
        <translation>پہلے جواب دیں؛ پھر دیکھیں کہ ڈیمو کیا کرتا ہے۔</translation>
    </message>
    <message>
        <source>Answer taken. The review at the end shows the answer.</source>
        <translation>جواب درج کر لیا گیا۔ درست جواب آخر میں جائزے میں دکھایا جائے گا۔</translation>
    </message>
    <message>
        <source>Click the cells you expect, then give your answer. The review at the end shows the answer.</source>
        <translation>جن خانوں کی آپ توقع کرتے ہیں ان پر کلک کریں، پھر اپنا جواب دیں۔ درست جواب آخر میں جائزے میں دکھایا جائے گا۔</translation>
    </message>
    <message>
        <source>Answer here; the review at the end shows the answer on the demo.</source>
        <translation>یہاں جواب دیں؛ درست جواب آخر میں جائزے میں ڈیمو پر دکھایا جائے گا۔</translation>
    </message>
    <message>
        <source>Type your answer as a number, in digits.</source>
        <translation>اپنا جواب عدد کی صورت میں، ہندسوں میں لکھیں۔</translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message>
        <source>&amp;Back</source>
        <translation>پیچھے (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>اگلا (&amp;N)</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>اسباق</translation>
    </message>
    <message>
        <source>&amp;Reset progress…</source>
        <translation>پیش رفت صاف کریں… (&amp;R)</translation>
    </message>
    <message>
        <source>Welcome back: you are where you left off. Choose any step in the contents to go elsewhere.</source>
        <translation>دوبارہ خوش آمدید: آپ وہیں ہیں جہاں آپ نے چھوڑا تھا۔ کہیں اور جانے کے لیے فہرست میں سے کوئی بھی قدم منتخب کریں۔</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>اگلا سبق (&amp;N)</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>پیش رفت صاف کریں</translation>
    </message>
    <message>
        <source>Forget which steps you have done in every lesson? The lessons stay as they are.</source>
        <translation>کیا ہر سبق میں آپ کے مکمل کیے ہوئے قدموں کا ریکارڈ مٹا دیا جائے؟ اسباق خود ویسے ہی رہیں گے۔</translation>
    </message>
    <message>
        <source>Open in E&amp;xplore</source>
        <translation>دریافت میں کھولیں (&amp;X)</translation>
    </message>
    <message>
        <source>Continue on the Explore page from this step&apos;s filter, with every control</source>
        <translation>اس قدم کے فلٹر کے ساتھ دریافت کے صفحے پر آگے بڑھیں، جہاں ہر کنٹرول دستیاب ہے</translation>
    </message>
    <message>
        <source>Open in the FPR &amp;lab</source>
        <translation>⁦FPR⁩ لیب میں کھولیں (&amp;L)</translation>
    </message>
    <message>
        <source>Continue in the FPR lab from this step&apos;s m, n and k, with every control</source>
        <translation>اس قدم کے ⁦m⁩، ⁦n⁩ اور ⁦k⁩ کے ساتھ ⁦FPR⁩ لیب میں آگے بڑھیں، جہاں ہر کنٹرول دستیاب ہے</translation>
    </message>
    <message>
        <source>Open in De&amp;letion</source>
        <translation>حذف میں کھولیں (&amp;L)</translation>
    </message>
    <message>
        <source>Continue on the Deletion page from this step&apos;s two filters, with every control</source>
        <translation>اس قدم کے دونوں فلٹروں کے ساتھ حذف کے صفحے پر آگے بڑھیں، جہاں ہر کنٹرول دستیاب ہے</translation>
    </message>
    <message>
        <source>Continue on the Scalable page from this step&apos;s filters, with every control</source>
        <translation>اس قدم کے فلٹروں کے ساتھ قابلِ توسیع کے صفحے پر آگے بڑھیں، جہاں ہر کنٹرول دستیاب ہے</translation>
    </message>
    <message>
        <source>Open in Sca&amp;lable</source>
        <translation>قابلِ توسیع میں کھولیں (&amp;L)</translation>
    </message>
    <message>
        <source>R&amp;un it for real</source>
        <translation>اصل نظام پر چلائیں (&amp;U)</translation>
    </message>
    <message>
        <source>Open this lesson&apos;s system on the Systems page, running on the real components</source>
        <translation>اس سبق کا نظام نظامات کے صفحے پر کھولیں، جہاں یہ حقیقی اجزاء پر چلتا ہے</translation>
    </message>
    <message>
        <source>&amp;Previous lesson</source>
        <translation>پچھلا سبق (&amp;P)</translation>
    </message>
</context>
<context>
    <name>LiveStatsPanel</name>
    <message>
        <source>The numbers now</source>
        <translation>موجودہ اعداد و شمار</translation>
    </message>
    <message>
        <source>Keys added (n):</source>
        <translation>شامل کی گئی کلیدیں ⁦(n)⁩:</translation>
    </message>
    <message>
        <source>How many distinct keys are in the filter</source>
        <translation>فلٹر میں کتنی منفرد کلیدیں ہیں</translation>
    </message>
    <message>
        <source>Bits (m):</source>
        <translation>بٹس ⁦(m)⁩:</translation>
    </message>
    <message>
        <source>The size of the bit array</source>
        <translation>بٹ ارے کا سائز</translation>
    </message>
    <message>
        <source>Hashes (k):</source>
        <translation>ہیش ⁦(k)⁩:</translation>
    </message>
    <message>
        <source>How many bits each key sets</source>
        <translation>ہر کلید کتنے بٹ سیٹ کرتی ہے</translation>
    </message>
    <message>
        <source>Bits set:</source>
        <translation>سیٹ شدہ بٹس:</translation>
    </message>
    <message>
        <source>How many bits are 1, and what share of the array that is</source>
        <translation>کتنے بٹ 1 ہیں، اور یہ ارے کا کتنا حصہ ہیں</translation>
    </message>
    <message>
        <source>FPR, formula:</source>
        <translation>⁦FPR⁩، فارمولے سے:</translation>
    </message>
    <message>
        <source>(1 − e^(−kn/m))^k: the expected false-positive rate for n keys</source>
        <translation>⁦(1 − e^(−kn/m))^k⁩: ⁦n⁩ کلیدوں کے لیے متوقع غلط مثبت شرح</translation>
    </message>
    <message>
        <source>FPR, this array:</source>
        <translation>⁦FPR⁩، یہ ارے:</translation>
    </message>
    <message>
        <source>(bits set ÷ m)^k: the chance that a new key finds all its bits set right now</source>
        <translation>(سیٹ شدہ بٹس ÷ m)^k: اس بات کا امکان کہ کسی نئی کلید کے تمام بٹس اس وقت پہلے سے سیٹ ملیں</translation>
    </message>
    <message>
        <source>Best k for this m and n:</source>
        <translation>اس ⁦m⁩ اور ⁦n⁩ کے لیے بہترین ⁦k⁩:</translation>
    </message>
    <message>
        <source>(m/n)·ln 2, rounded</source>
        <translation>⁦(m/n)·ln 2⁩، قریب ترین عدد تک</translation>
    </message>
    <message>
        <source>n estimated from the fill:</source>
        <translation>بھراؤ سے اندازہ شدہ ⁦n⁩:</translation>
    </message>
    <message>
        <source>−(m/k)·ln(1 − bits set ÷ m): how many keys the filter looks like it holds</source>
        <translation>−(m/k)·ln(1 − سیٹ شدہ بٹس ÷ ⁦m⁩): فلٹر کو دیکھ کر لگتا ہے کہ اس میں کتنی کلیدیں ہیں</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>میموری:</translation>
    </message>
    <message>
        <source>The keys themselves against the filter&apos;s bits</source>
        <translation>خود کلیدوں کی میموری، بمقابلہ فلٹر کے بٹس</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>⁨%2⁩ میں سے ⁨%1⁩ (⁨%3⁩)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>⁨%1⁩ (⁨%2⁩)</translation>
    </message>
    <message>
        <source>keys %1, filter %2</source>
        <translation>کلیدیں ⁨%1⁩، فلٹر ⁨%2⁩</translation>
    </message>
    <message>
        <source>Keys stored:</source>
        <translation>محفوظ کلیدیں:</translation>
    </message>
    <message>
        <source>How many fingerprints the table holds: one per key it took, the victim slot included</source>
        <translation>جدول میں کتنے فنگر پرنٹ ہیں: ہر قبول کی گئی کلید کا ایک، اضافی خانہ بھی شامل</translation>
    </message>
    <message>
        <source>Buckets × slots:</source>
        <translation>بکٹ × خانے:</translation>
    </message>
    <message>
        <source>The table: buckets of b = 4 fingerprint slots each</source>
        <translation>جدول: ہر بکٹ میں فنگر پرنٹ کے ⁦b = 4⁩ خانے</translation>
    </message>
    <message>
        <source>Fingerprint bits (f):</source>
        <translation>فنگر پرنٹ کے بٹس ⁦(f)⁩:</translation>
    </message>
    <message>
        <source>What each slot keeps of a key: f bits of its hash</source>
        <translation>ہر خانہ کلید کا کیا رکھتا ہے: اس کے ہیش کے ⁦f⁩ بٹس</translation>
    </message>
    <message>
        <source>Slots filled:</source>
        <translation>بھرے ہوئے خانے:</translation>
    </message>
    <message>
        <source>How many slots hold a fingerprint, and what share of the table that is (the load α)</source>
        <translation>کتنے خانوں میں فنگر پرنٹ ہے، اور یہ جدول کا کتنا حصہ ہے (لوڈ ⁦α⁩)</translation>
    </message>
    <message>
        <source>FPR at this load:</source>
        <translation>اس لوڈ پر ⁦FPR⁩:</translation>
    </message>
    <message>
        <source>1 − (1 − 1/2^f)^(2bα): a never-added key is compared with the 2b slots of its two buckets, each filled with chance α and matching with chance 1/2^f</source>
        <translation>⁦1 − (1 − 1/2^f)^(2bα)⁩: کبھی شامل نہ کی گئی کلید کا موازنہ اس کے دو بکٹوں کے ⁦2b⁩ خانوں سے ہوتا ہے، ہر خانہ ⁦α⁩ امکان سے بھرا ہوتا ہے اور ⁦1/2^f⁩ امکان سے میل کھاتا ہے</translation>
    </message>
    <message>
        <source>FPR when full:</source>
        <translation>بھر جانے پر ⁦FPR⁩:</translation>
    </message>
    <message>
        <source>2b/2^f: the rate once every slot holds a fingerprint</source>
        <translation>⁦2b/2^f⁩: جب ہر خانے میں فنگر پرنٹ ہو تو یہ شرح</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>فی کلید بٹس:</translation>
    </message>
    <message>
        <source>The table&apos;s bits ÷ keys stored (f ÷ α): each key pays for its slot and its share of the empty ones</source>
        <translation>جدول کے بٹس ÷ محفوظ کلیدیں ⁦(f ÷ α)⁩: ہر کلید اپنے خانے اور خالی خانوں میں اپنے حصے کی قیمت دیتی ہے</translation>
    </message>
    <message>
        <source>The keys themselves against the table&apos;s bits</source>
        <translation>خود کلیدوں کی میموری، بمقابلہ جدول کے بٹس</translation>
    </message>
    <message>
        <source>not known: the bits were loaded without their keys</source>
        <translation>معلوم نہیں: بٹس ان کی کلیدوں کے بغیر لوڈ کیے گئے</translation>
    </message>
    <message>
        <source>%1 added here, plus the unknown keys of the loaded bits</source>
        <translation>یہاں ⁨%1⁩ شامل کی گئیں، اور لوڈ کیے گئے بٹس کی نامعلوم کلیدیں</translation>
    </message>
    <message>
        <source>needs n, not known for loaded bits (see n estimated from the fill)</source>
        <translation>⁦n⁩ درکار ہے، جو لوڈ کیے گئے بٹس کے لیے معلوم نہیں (بھراؤ سے اندازہ شدہ ⁦n⁩ دیکھیں)</translation>
    </message>
    <message>
        <source>needs n</source>
        <translation>⁦n⁩ درکار ہے</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>تیار</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>صفحات</translation>
    </message>
    <message>
        <source>Choose a demo to open</source>
        <translation>کھولنے کے لیے کوئی ڈیمو منتخب کریں</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>فائل (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>تصویر برآمد کریں… (&amp;E)</translation>
    </message>
    <message>
        <source>Save the page&apos;s main view as a PNG or SVG image, for slides</source>
        <translation>سلائیڈز کے لیے صفحے کے مرکزی منظر کو ⁦PNG⁩ یا ⁦SVG⁩ تصویر کے طور پر محفوظ کریں</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>باہر نکلیں (&amp;Q)</translation>
    </message>
    <message>
        <source>Close BloomLab</source>
        <translation>⁦BloomLab⁩ بند کریں</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>ترمیم (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>کالعدم کریں (&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change on this page</source>
        <translation>اس صفحے پر آخری تبدیلی کالعدم کریں</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>دوبارہ کریں (&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>جو کالعدم کیا گیا تھا اسے دوبارہ کریں</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>منظر (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>پوری اسکرین (&amp;F)</translation>
    </message>
    <message>
        <source>Use the whole screen, for projecting in a classroom</source>
        <translation>کلاس روم میں پروجیکٹر پر دکھانے کے لیے پوری اسکرین استعمال کریں</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>پریزنٹر موڈ (&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, larger and in high contrast, for a classroom. Esc leaves.</source>
        <translation>کلاس روم کے لیے پوری اسکرین، بڑے سائز اور زیادہ کنٹراسٹ میں۔ ⁦Esc⁩ دبانے سے باہر نکلیں۔</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>مدد (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About BloomLab</source>
        <translation>⁦BloomLab⁩ کے بارے میں (&amp;A)</translation>
    </message>
    <message>
        <source>Show the version and what BloomLab is built on</source>
        <translation>ورژن دکھائیں اور یہ کہ ⁦BloomLab⁩ کن چیزوں پر بنا ہے</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>⁦Qt⁩ کے بارے میں (&amp;Q)</translation>
    </message>
    <message>
        <source>Show the Qt version BloomLab runs on</source>
        <translation>⁦Qt⁩ کا وہ ورژن دکھائیں جس پر ⁦BloomLab⁩ چل رہا ہے</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>زبان (&amp;L)</translation>
    </message>
    <message>
        <source>Show BloomLab in %1</source>
        <translation>⁦BloomLab⁩ کو ⁨%1⁩ میں دکھائیں</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <source>BloomLab will use %1 the next time it starts.</source>
        <translation>اگلی بار شروع ہونے پر ⁦BloomLab⁩ ⁨%1⁩ استعمال کرے گا۔</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>ابھی دوبارہ شروع کریں</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>بعد میں</translation>
    </message>
    <message>
        <source>About BloomLab</source>
        <translation>⁦BloomLab⁩ کے بارے میں</translation>
    </message>
    <message>
        <source>%1 — BloomLab</source>
        <translation>⁨%1⁩ — ⁦BloomLab⁩</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <comment>%1 is the step, such as: Add seyi_codes</comment>
        <translation>“⁨%1⁩” کو کالعدم کریں (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <comment>%1 is the step, such as: Add seyi_codes</comment>
        <translation>“⁨%1⁩” کو دوبارہ کریں (&amp;R)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;Learn Bloom filters by watching them work: every hash, every bit, every false positive explained.&lt;/p&gt;&lt;p&gt;Its lessons, quiz and Systems page follow four articles on Bloom filters: in Urdu (usernames at Instagram&apos;s scale), Thai (a sign-up form and its cache), Bengali (a web crawler) and Uzbek (the formulas and LSM trees). A text that names &quot;the Urdu article&quot; means the first of them; where an article is wrong or out of date, the text says what is true.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and xxHash.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;⁦BloomLab %1⁩&lt;/h3&gt;&lt;p&gt;بلوم فلٹرز کو کام کرتے دیکھ کر سیکھیں: ہر ہیش، ہر بٹ اور ہر غلط مثبت کی وضاحت کے ساتھ۔&lt;/p&gt;&lt;p&gt;اس کے اسباق، کوئز اور نظامات کا صفحہ بلوم فلٹرز پر چار مضامین کی پیروی کرتے ہیں: اردو (انسٹاگرام کے پیمانے پر یوزر نیم)، تھائی (سائن اپ فارم اور اس کا کیش)، بنگالی (ویب کرالر) اور ازبک (فارمولے اور ⁦LSM⁩ درخت)۔ جہاں کوئی متن &quot;اردو مضمون&quot; کہتا ہے، اس سے مراد ان میں سے پہلا ہے؛ جہاں کوئی مضمون غلط یا پرانا ہے، وہاں متن بتاتا ہے کہ درست کیا ہے۔&lt;/p&gt;&lt;p&gt;⁦Qt %2⁩ اور ⁦xxHash⁩ سے تیار کردہ۔&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MeasureStage</name>
    <message>
        <source>Build real filters at n/2, n, 3n/2 and 2n and count false positives on keys never added</source>
        <translation>⁦n/2⁩، ⁦n⁩، ⁦3n/2⁩ اور ⁦2n⁩ پر حقیقی فلٹر بنائیں اور کبھی شامل نہ کی گئی کلیدوں پر غلط مثبت گنیں</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>پیمائش کی پیش رفت</translation>
    </message>
    <message>
        <source>Measu&amp;re</source>
        <translation>پیمائش کریں (&amp;R)</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>added</source>
        <translation>شامل شدہ</translation>
    </message>
    <message>
        <source>maybe present</source>
        <translation>شاید موجود</translation>
    </message>
    <message>
        <source>definitely not present</source>
        <translation>یقینی طور پر موجود نہیں</translation>
    </message>
    <message>
        <source>add(%1)</source>
        <translation>⁦add(%1)⁩</translation>
    </message>
    <message>
        <source>mightContain(%1)</source>
        <translation>⁦mightContain(%1)⁩</translation>
    </message>
    <message>
        <source>hash%1(%2) = %3</source>
        <translation>⁦hash%1(%2) = %3⁩</translation>
    </message>
    <message>
        <source>⌊%1 × %2 ÷ 2⁶⁴⌋ = %3</source>
        <translation>⁦⌊%1 × %2 ÷ 2⁶⁴⌋ = %3⁩</translation>
    </message>
    <message>
        <source>%1 mod %2 = %3</source>
        <translation>⁦%1 mod %2 = %3⁩</translation>
    </message>
    <message>
        <source>the article gives position %1</source>
        <translation>مضمون پوزیشن ⁨%1⁩ دیتا ہے</translation>
    </message>
    <message>
        <source>bit %1: %2 → 1</source>
        <translation>بٹ ⁨%1⁩: ⁨%2⁩ → 1</translation>
    </message>
    <message>
        <source>bit %1 = 1 ✓</source>
        <translation>بٹ ⁦%1 = 1⁩ ✓</translation>
    </message>
    <message>
        <source>bit %1 = 0 ✗</source>
        <translation>بٹ ⁦%1 = 0⁩ ✗</translation>
    </message>
    <message numerus="yes">
        <source>Adding %1: each of the %n hash function(s) picks one bit to set.</source>
        <translation>
            <numerusform>⁨%1⁩ کو شامل کیا جا رہا ہے: ⁨%Ln⁩ ہیش فنکشن سیٹ کرنے کے لیے ایک بٹ چنتا ہے۔</numerusform>
            <numerusform>⁨%1⁩ کو شامل کیا جا رہا ہے: ⁨%Ln⁩ ہیش فنکشنز میں سے ہر ایک سیٹ کرنے کے لیے ایک بٹ چنتا ہے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking %1: look at its bits one by one, stopping at the first 0.</source>
        <translation>⁨%1⁩ کی جانچ: اس کے بٹس ایک ایک کر کے دیکھیں، اور پہلے 0 پر رک جائیں۔</translation>
    </message>
    <message>
        <source>Every bit it needs is 1 now. Check a key, or add another.</source>
        <translation>اب اس کا ہر مطلوبہ بٹ 1 ہے۔ کوئی کلید جانچیں، یا ایک اور شامل کریں۔</translation>
    </message>
    <message>
        <source>One 0 bit is proof: had the key been added, that bit would be 1.</source>
        <translation>ایک 0 بٹ ہی ثبوت ہے: اگر یہ کلید شامل کی گئی ہوتی تو وہ بٹ 1 ہوتا۔</translation>
    </message>
    <message numerus="yes">
        <source>Each of its bits was set by other keys. A Bloom filter cannot tell the difference.</source>
        <translation>
            <numerusform>اس کا واحد بٹ کسی دوسری کلید نے سیٹ کیا تھا۔ بلوم فلٹر یہ فرق نہیں پہچان سکتا۔</numerusform>
            <numerusform>اس کا ہر بٹ دوسری کلیدوں نے سیٹ کیا تھا۔ بلوم فلٹر یہ فرق نہیں پہچان سکتا۔</numerusform>
        </translation>
    </message>
    <message>
        <source>All its bits are 1. A Bloom filter can only ever say &quot;maybe&quot; here.</source>
        <translation>اس کے تمام بٹس 1 ہیں۔ یہاں بلوم فلٹر کبھی بھی صرف &quot;شاید&quot; ہی کہہ سکتا ہے۔</translation>
    </message>
    <message>
        <source>Hash function %1 turns %2 into one big number.</source>
        <translation>ہیش فنکشن ⁨%1⁩، ⁨%2⁩ کو ایک بڑے عدد میں بدل دیتا ہے۔</translation>
    </message>
    <message>
        <source>That number is reduced to a position between 0 and %1: bit %2.</source>
        <translation>اس عدد کو گھٹا کر 0 اور ⁨%1⁩ کے درمیان ایک پوزیشن بنایا جاتا ہے: بٹ ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>Bit %1 was 0. Now it is 1.</source>
        <translation>بٹ ⁨%1⁩ پہلے 0 تھا۔ اب یہ 1 ہے۔</translation>
    </message>
    <message>
        <source>Bit %1 was already 1.</source>
        <translation>بٹ ⁨%1⁩ پہلے ہی 1 تھا۔</translation>
    </message>
    <message>
        <source>Bit %1 was already 1, set by %2: the bit is now shared.</source>
        <translation>بٹ ⁨%1⁩ پہلے ہی 1 تھا، جسے ⁨%2⁩ نے سیٹ کیا تھا: اب یہ بٹ مشترک ہے۔</translation>
    </message>
    <message>
        <source>Bit %1 is 0, so %2 was never added. The remaining hashes are not evaluated.</source>
        <translation>بٹ ⁨%1⁩ کی قدر 0 ہے، اس لیے ⁨%2⁩ کبھی شامل نہیں کی گئی۔ باقی ہیش کا حساب نہیں لگایا جاتا۔</translation>
    </message>
    <message>
        <source>Bit %1 is 1. Keep checking.</source>
        <translation>بٹ ⁨%1⁩ کی قدر 1 ہے۔ جانچ جاری رکھیں۔</translation>
    </message>
    <message numerus="yes">
        <source>%1 is added: all %n of its bits are 1.</source>
        <translation>
            <numerusform>⁨%1⁩ شامل ہو گئی: اس کا ⁨%Ln⁩ بٹ 1 ہے۔</numerusform>
            <numerusform>⁨%1⁩ شامل ہو گئی: اس کے تمام ⁨%Ln⁩ بٹ 1 ہیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is definitely not present.</source>
        <translation>⁨%1⁩ یقینی طور پر موجود نہیں ہے۔</translation>
    </message>
    <message>
        <source>False positive: %1 is reported as maybe present, but it was never added.</source>
        <translation>غلط مثبت ⁦(false positive)⁩: ⁨%1⁩ کو شاید موجود بتایا گیا، حالانکہ اسے کبھی شامل نہیں کیا گیا۔</translation>
    </message>
    <message>
        <source>%1 is maybe present, and it was indeed added.</source>
        <translation>⁨%1⁩ شاید موجود ہے، اور اسے واقعی شامل کیا گیا تھا۔</translation>
    </message>
    <message>
        <source>bit %1: set, but by no key on record</source>
        <translation>بٹ ⁨%1⁩: سیٹ ہے، لیکن ریکارڈ میں موجود کسی کلید نے اسے سیٹ نہیں کیا</translation>
    </message>
    <message>
        <source>bit %1: %2</source>
        <translation>بٹ ⁨%1⁩: ⁨%2⁩</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>ہٹائی گئی</translation>
    </message>
    <message>
        <source>cell %1: %2 → %3</source>
        <translation>خانہ ⁨%1⁩: ⁨%2⁩ → ⁨%3⁩</translation>
    </message>
    <message>
        <source>Removing %1 from the counting filter: each of its counters goes down by one.</source>
        <translation>⁨%1⁩ کو گنتی والے فلٹر سے ہٹایا جا رہا ہے: اس کا ہر کاؤنٹر ایک کم ہو جاتا ہے۔</translation>
    </message>
    <message>
        <source>Deleting %1 from the plain filter: the only way is to clear its bits.</source>
        <translation>⁨%1⁩ کو سادہ فلٹر سے حذف کیا جا رہا ہے: اس کا واحد طریقہ اس کے بٹس صاف کرنا ہے۔</translation>
    </message>
    <message>
        <source>%1 is removed; the other keys&apos; counts are untouched.</source>
        <translation>⁨%1⁩ ہٹا دی گئی؛ دوسری کلیدوں کی گنتیاں جوں کی توں ہیں۔</translation>
    </message>
    <message>
        <source>%1&apos;s bits are cleared. Now check the keys that remain.</source>
        <translation>⁨%1⁩ کے بٹس صاف کر دیے گئے۔ اب باقی کلیدوں کو جانچیں۔</translation>
    </message>
    <message>
        <source>Hash %1 of %2 gives position %3.</source>
        <translation>⁨%2⁩ کا ہیش ⁨%1⁩ پوزیشن ⁨%3⁩ دیتا ہے۔</translation>
    </message>
    <message>
        <source>Bit %1 is cleared to 0.</source>
        <translation>بٹ ⁨%1⁩ صاف ہو کر 0 ہو جاتا ہے۔</translation>
    </message>
    <message>
        <source>Counter %1 is stuck at %2, so it stays there.</source>
        <translation>کاؤنٹر ⁨%1⁩ کی قدر ⁨%2⁩ پر اٹکی ہوئی ہے، اس لیے وہیں رہتی ہے۔</translation>
    </message>
    <message>
        <source>Counter %1 goes down: %2 → %3.</source>
        <translation>کاؤنٹر ⁨%1⁩ کم ہوتا ہے: ⁨%2⁩ → ⁨%3⁩۔</translation>
    </message>
    <message>
        <source>Hashes %1 and %2 both chose bit %3, so %4 sets fewer distinct bits than it has hashes.</source>
        <translation>ہیش ⁨%1⁩ اور ⁨%2⁩ دونوں نے بٹ ⁨%3⁩ چنا، اس لیے ⁨%4⁩ اپنے ہیش کی تعداد سے کم منفرد بٹ سیٹ کرتی ہے۔</translation>
    </message>
    <message>
        <source>Hashes %1 and %2 both chose bit %3: this look adds nothing new.</source>
        <translation>ہیش ⁨%1⁩ اور ⁨%2⁩ دونوں نے بٹ ⁨%3⁩ چنا: اس بار دیکھنے سے کچھ نیا معلوم نہیں ہوتا۔</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>never</source>
        <translation>کبھی نہیں</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>⁨%1⁩ میں سے 1</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>⁨%Ln⁩ بائٹ</numerusform>
            <numerusform>⁨%Ln⁩ بائٹس</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bit(s)</source>
        <translation>
            <numerusform>⁨%Ln⁩ بٹ</numerusform>
            <numerusform>⁨%Ln⁩ بٹس</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>⁨%1⁩ بائٹس</translation>
    </message>
</context>
<context>
    <name>NumberSpinBox</name>
    <message>
        <source>This box takes %1 to %2; it keeps its last value.</source>
        <translation>یہ خانہ ⁨%1⁩ سے ⁨%2⁩ تک لیتا ہے؛ اس میں پچھلی قدر برقرار رہتی ہے۔</translation>
    </message>
    <message>
        <source>“%1” is not a number; the box keeps its last value.</source>
        <translation>”⁨%1⁩“ عدد نہیں ہے؛ خانے میں پچھلی قدر برقرار رہتی ہے۔</translation>
    </message>
</context>
<context>
    <name>PageCatalog</name>
    <message>
        <source>Explore</source>
        <translation>دریافت</translation>
    </message>
    <message>
        <source>Deletion</source>
        <translation>حذف</translation>
    </message>
    <message>
        <source>Scalable</source>
        <translation>قابلِ توسیع</translation>
    </message>
    <message>
        <source>FPR lab</source>
        <translation>⁦FPR⁩ لیب</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>اسباق</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>کوئز</translation>
    </message>
    <message>
        <source>Add and check keys on a small bit array and watch every hash land. A check stops at the first 0 bit, and every false positive is traced back to the keys that set its bits.</source>
        <translation>ایک چھوٹے بٹ ارے پر کلیدیں شامل کریں اور جانچیں، اور دیکھیں کہ ہر ہیش کہاں پڑتا ہے۔ جانچ پہلے 0 بٹ پر رک جاتی ہے، اور ہر غلط مثبت ⁦(false positive)⁩ کا سراغ ان کلیدوں تک لگایا جاتا ہے جنہوں نے اس کے بٹس سیٹ کیے۔</translation>
    </message>
    <message>
        <source>Clear a key&apos;s bits the naive way and watch other keys vanish. Then see how a counting filter removes keys safely, and where even it goes wrong.</source>
        <translation>سادہ طریقے سے کسی کلید کے بٹس صاف کریں اور دیکھیں کہ دوسری کلیدیں کیسے غائب ہو جاتی ہیں۔ پھر دیکھیں کہ گنتی والا فلٹر کلیدوں کو محفوظ طریقے سے کیسے ہٹاتا ہے، اور کہاں وہ بھی غلطی کر جاتا ہے۔</translation>
    </message>
    <message>
        <source>Keep adding keys past the design capacity. A fixed filter&apos;s error climbs; a scalable filter adds slices and keeps its error bounded.</source>
        <translation>طے شدہ گنجائش سے آگے بھی کلیدیں شامل کرتے جائیں۔ مقررہ سائز والے فلٹر کی غلطی بڑھتی جاتی ہے؛ قابلِ توسیع فلٹر نئے حصے ⁦(slices)⁩ جوڑتا ہے اور اپنی غلطی کو ایک حد کے اندر رکھتا ہے۔</translation>
    </message>
    <message>
        <source>Move m, n and k and watch the false-positive rate respond, with the formula and real measurements on the same axes. Size a filter for your own data.</source>
        <translation>⁦m⁩، ⁦n⁩ اور ⁦k⁩ کو بدلیں اور دیکھیں کہ غلط مثبت شرح کیسے بدلتی ہے، فارمولا اور حقیقی پیمائشیں ایک ہی محوروں پر۔ اپنے ڈیٹا کے لیے فلٹر کا سائز طے کریں۔</translation>
    </message>
    <message>
        <source>Guided lessons from real systems: username checks in front of a database, web-crawler deduplication, LSM-tree SSTables and Safe Browsing.</source>
        <translation>حقیقی نظاموں سے رہنمائی والے اسباق: ڈیٹا بیس سے پہلے یوزر نیم کی جانچ، ویب کرالر میں دہرائے گئے صفحات کی چھانٹی، ⁦LSM-tree⁩ کے ⁦SSTables⁩ اور ⁦Safe Browsing⁩۔</translation>
    </message>
    <message>
        <source>Check what you have learned, from the basics to interview-style trade-offs.</source>
        <translation>جو کچھ آپ نے سیکھا ہے اسے جانچیں، بنیادی باتوں سے لے کر انٹرویو طرز کے نفع و نقصان کے موازنوں تک۔</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>نظامات</translation>
    </message>
    <message>
        <source>The articles&apos; systems running for real: a sign-up form in front of SQLite with its filter in this process or in Redis, RocksDB&apos;s filter in every SST file, a web crawler, Safe Browsing and a CDN&apos;s one-hit wonders.</source>
        <translation>مضامین کے نظام حقیقت میں چلتے ہوئے: ⁦SQLite⁩ کے آگے ایک سائن اپ فارم جس کا فلٹر اسی پروسیس میں یا ⁦Redis⁩ میں ہوتا ہے، ہر ⁦SST⁩ فائل میں ⁦RocksDB⁩ کا فلٹر، ایک ویب کرالر، ⁦Safe Browsing⁩ اور ⁦CDN⁩ کے ون ہٹ ونڈرز۔</translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <source>Back to the start</source>
        <translation>شروع پر واپس</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>ایک قدم پیچھے</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>ایک قدم پیچھے (بایاں تیر)</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>چلائیں یا روکیں</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>چلائیں یا روکیں ⁦(Space)⁩</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>ایک قدم آگے</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>ایک قدم آگے (دایاں تیر)</translation>
    </message>
    <message>
        <source>Show the result</source>
        <translation>نتیجہ دکھائیں</translation>
    </message>
    <message>
        <source>Jump to the result</source>
        <translation>سیدھا نتیجے پر جائیں</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>اینیمیشن کی رفتار</translation>
    </message>
    <message>
        <source>Animation speed (+ and −)</source>
        <translation>اینیمیشن کی رفتار (⁦+⁩ اور ⁦−⁩)</translation>
    </message>
    <message>
        <source>Animation step</source>
        <translation>اینیمیشن کا قدم</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>رفتار:</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>فوری</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>⁦%1×⁩</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>روکیں ⁦(Space)⁩</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>چلائیں ⁦(Space)⁩</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>⁨%2⁩ میں سے قدم ⁨%1⁩</translation>
    </message>
    <message>
        <source>How long a worked example holds each result</source>
        <translation>حل شدہ مثال ہر نتیجے پر کتنی دیر رکے</translation>
    </message>
    <message>
        <source>How long a worked example holds each result before the next step</source>
        <translation>اگلے قدم سے پہلے حل شدہ مثال ہر نتیجے پر کتنی دیر رکے</translation>
    </message>
    <message>
        <source>until Space</source>
        <translation>اسپیس دبانے تک</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>⁨%1⁩ سیکنڈ</translation>
    </message>
    <message>
        <source>Hold:</source>
        <translation>رکنے کا وقت:</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>the animation&apos;s step counter where &quot;Step 2 of 19&quot; does not fit</comment>
        <translation>⁦%1 / %2⁩</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Look in:</source>
        <translation>اس میں دیکھیں:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>فائل کا نام (&amp;N):</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>فائل کی قسم:</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>فولڈر:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>کھولیں</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>نئے نام سے محفوظ کریں</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>کھولیں (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>محفوظ کریں (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>منتخب کریں (&amp;C)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>پیچھے</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>آگے</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>پیچھے جائیں</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>آگے جائیں</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>بالائی فولڈر</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>بالائی فولڈر پر جائیں</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>نیا فولڈر بنائیں</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>نیا فولڈر بنائیں</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>فہرست منظر</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>تفصیلی منظر</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>فہرست منظر پر جائیں</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>تفصیلی منظر پر جائیں</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>سائیڈ بار</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>مقامات اور بک مارکس کی فہرست</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>حالیہ مقامات</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>فائلیں</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>فولڈرز</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>فولڈر تلاش کریں</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>نیا فولڈر</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>نیا فولڈر (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>نام تبدیل کریں (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>حذف کریں (&amp;D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>حذف کریں</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>ہٹائیں</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>پوشیدہ فائلیں دکھائیں (&amp;H)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>تمام فائلیں (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>تمام فائلیں (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>⁨%1⁩ پہلے سے موجود ہے۔
کیا آپ اسے تبدیل کرنا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>⁨%1⁩
فائل نہیں ملی۔
براہِ کرم تصدیق کریں کہ فائل کا درست نام دیا گیا ہے۔</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>⁨%1⁩
فولڈر نہیں ملا۔
براہِ کرم تصدیق کریں کہ فولڈر کا درست نام دیا گیا ہے۔</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>کیا آپ واقعی “⁨%1⁩” حذف کرنا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“⁨%1⁩” تحریر سے محفوظ ہے۔
کیا آپ پھر بھی اسے حذف کرنا چاہتے ہیں؟</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>فولڈر حذف نہیں کیا جا سکا۔</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>سائز</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>قسم</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>تبدیلی کی تاریخ</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>کمپیوٹر</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>میرا کمپیوٹر</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>کالعدم کریں (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>دوبارہ کریں (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>کاٹیں (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>کاپی کریں (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>چسپاں کریں (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>حذف کریں</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>سب منتخب کریں</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ٹھیک ہے</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>محفوظ کریں</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>محفوظ نہ کریں</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>بند کریں</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ہاں (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>نہیں (&amp;N)</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>Show a hin&amp;t</source>
        <translation>اشارہ دکھائیں (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>جانچیں (&amp;C)</translation>
    </message>
    <message>
        <source>Rec&amp;ord the points I covered</source>
        <translation>میرے بیان کردہ نکات درج کریں (&amp;O)</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>مجھے دکھائیں (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>اگلا سوال (&amp;N)</translation>
    </message>
    <message>
        <source>This question has no translation yet, so it is shown in English.</source>
        <translation>اس سوال کا ابھی ترجمہ نہیں ہوا، اس لیے یہ انگریزی میں دکھایا جا رہا ہے۔</translation>
    </message>
    <message>
        <source>The question</source>
        <translation>سوال</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>آپ کا جواب</translation>
    </message>
    <message>
        <source>Write your answer as you would say it in an interview, then compare it with the model answer.</source>
        <translation>اپنا جواب ویسے لکھیں جیسے آپ انٹرویو میں کہتے، پھر اس کا نمونہ جواب سے موازنہ کریں۔</translation>
    </message>
    <message>
        <source>Open the lesson step or page that teaches this</source>
        <translation>سبق کا وہ قدم یا صفحہ کھولیں جو یہ سکھاتا ہے</translation>
    </message>
    <message>
        <source>Recorded: you covered %1 of %2 key points.</source>
        <translation>درج کر لیا گیا: آپ نے ⁨%2⁩ میں سے ⁨%1⁩ اہم نکات بیان کیے۔</translation>
    </message>
    <message>
        <source>%1 · a drill with new numbers each time</source>
        <translation>⁨%1⁩ · ہر بار نئے اعداد کے ساتھ حساب کی مشق</translation>
    </message>
    <message>
        <source>Show the model &amp;answer</source>
        <translation>نمونہ جواب دکھائیں (&amp;A)</translation>
    </message>
    <message>
        <source>Pick every option you think is right first.</source>
        <translation>پہلے وہ تمام آپشن چنیں جو آپ کے خیال میں درست ہیں۔</translation>
    </message>
    <message>
        <source>Pick an option first.</source>
        <translation>پہلے کوئی آپشن چنیں۔</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>درست۔</translation>
    </message>
    <message>
        <source>Not quite: the marks under each option say why.</source>
        <translation>پوری طرح درست نہیں: ہر آپشن کے نیچے دیے گئے نشان وجہ بتاتے ہیں۔</translation>
    </message>
    <message>
        <source>Right. The answer: %1.</source>
        <translation>درست۔ جواب: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Not quite. The answer: %1.</source>
        <translation>پوری طرح درست نہیں۔ درست جواب: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>**Model answer**</source>
        <translation>**نمونہ جواب**</translation>
    </message>
    <message>
        <source>Tick the key points your answer covered.</source>
        <translation>وہ اہم نکات نشان زد کریں جو آپ کے جواب میں آ گئے۔</translation>
    </message>
    <message>
        <source>%1 · difficulty %2 of %3</source>
        <translation>⁨%1⁩ · مشکل کا درجہ ⁨%3⁩ میں سے ⁨%2⁩</translation>
    </message>
    <message>
        <source>Answer and &amp;go on</source>
        <translation>جواب دیں اور آگے بڑھیں (&amp;G)</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>⁨%Ln⁩ ووٹ</numerusform>
            <numerusform>⁨%Ln⁩ ووٹ</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal the answer (Space)</source>
        <translation>جواب ظاہر کریں ⁦(Space)⁩</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>جواب: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Key points:</source>
        <translation>اہم نکات:</translation>
    </message>
    <message>
        <source>%1 · difficulty %2 of %3 · on a live demo</source>
        <translation>⁨%1⁩ · مشکل کا درجہ ⁨%3⁩ میں سے ⁨%2⁩ · لائیو ڈیمو پر</translation>
    </message>
    <message>
        <source>S&amp;kip this question</source>
        <translation>یہ سوال چھوڑ دیں (&amp;K)</translation>
    </message>
    <message>
        <source>You should have picked this one.</source>
        <translation>یہ درست آپشن آپ کو بھی چننا چاہیے تھا۔</translation>
    </message>
    <message>
        <source>Write your answer as you would say it in an interview. The model answer is shown beside it in the review at the end.</source>
        <translation>اپنا جواب ویسے لکھیں جیسے آپ انٹرویو میں کہتے۔ آخر میں جائزے میں نمونہ جواب اس کے ساتھ دکھایا جائے گا۔</translation>
    </message>
    <message>
        <source>You have not answered this question. Press again to go on without an answer.</source>
        <translation>آپ نے اس سوال کا جواب نہیں دیا۔ جواب کے بغیر آگے بڑھنے کے لیے دوبارہ دبائیں۔</translation>
    </message>
</context>
<context>
    <name>QuizBank</name>
    <message>
        <source>The core guarantee</source>
        <translation>بنیادی ضمانت</translation>
    </message>
    <message>
        <source>False positives</source>
        <translation>غلط مثبت</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>لاگت</translation>
    </message>
    <message>
        <source>Why no delete</source>
        <translation>حذف کیوں نہیں</translation>
    </message>
    <message>
        <source>Counting filters</source>
        <translation>گنتی والے فلٹر</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>سائز کا تعین</translation>
    </message>
    <message>
        <source>The best k</source>
        <translation>بہترین ⁦k⁩</translation>
    </message>
    <message>
        <source>Overfilling</source>
        <translation>حد سے زیادہ بھرا فلٹر</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>فی کلید بٹس</translation>
    </message>
    <message>
        <source>Hashing</source>
        <translation>ہیشنگ</translation>
    </message>
    <message>
        <source>Blocked filters</source>
        <translation>بلاکڈ فلٹر</translation>
    </message>
    <message>
        <source>Scalable filters</source>
        <translation>قابلِ توسیع فلٹر</translation>
    </message>
    <message>
        <source>Union of filters</source>
        <translation>فلٹروں کا ملاپ</translation>
    </message>
    <message>
        <source>Storage engines</source>
        <translation>اسٹوریج انجن</translation>
    </message>
    <message>
        <source>Cache penetration</source>
        <translation>کیش پینیٹریشن</translation>
    </message>
    <message>
        <source>Crawlers</source>
        <translation>کرالر</translation>
    </message>
    <message>
        <source>Safe Browsing</source>
        <translation>⁦Safe Browsing⁩</translation>
    </message>
    <message>
        <source>One-hit wonders</source>
        <translation>ون ہٹ ونڈرز</translation>
    </message>
    <message>
        <source>Chosen keys and seeds</source>
        <translation>چنی ہوئی کلیدیں اور سیڈ</translation>
    </message>
    <message>
        <source>When not to use one</source>
        <translation>کب استعمال نہ کریں</translation>
    </message>
    <message>
        <source>Cuckoo filters</source>
        <translation>ککو فلٹر</translation>
    </message>
    <message>
        <source>When false negatives happen</source>
        <translation>غلط منفی کب ہوتے ہیں</translation>
    </message>
</context>
<context>
    <name>QuizPage</name>
    <message>
        <source>One question at a time, with feedback on every option. Three right in a row without a hint marks a topic practised; right again in a mixed review on another day marks it mastered. Missed questions come back another time.</source>
        <translation>ایک وقت میں ایک سوال، ہر آپشن پر وضاحت کے ساتھ۔ اشارے کے بغیر لگاتار تین درست جواب کسی موضوع پر ”مشق شدہ“ کا نشان لگا دیتے ہیں؛ کسی اور دن ملی جلی دہرائی میں پھر درست جواب اس پر ”مہارت حاصل“ کا نشان لگا دیتا ہے۔ جن سوالوں کا جواب غلط ہو، وہ کسی اور وقت دوبارہ آتے ہیں۔</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>موضوعات</translation>
    </message>
    <message>
        <source>Choose a topic to practise, or all topics for a mixed review</source>
        <translation>مشق کے لیے کوئی موضوع چنیں، یا ملی جلی دہرائی کے لیے تمام موضوعات</translation>
    </message>
    <message>
        <source>All topics: a mixed review</source>
        <translation>تمام موضوعات: ملی جلی دہرائی</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>⁨%2⁩ میں سے ⁨%1⁩ درست</translation>
    </message>
    <message>
        <source>practised</source>
        <translation>مشق شدہ</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>مہارت حاصل</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>⁨%1⁩ · ⁨%2⁩</translation>
    </message>
    <message>
        <source>Interview answers, graded by you: %1 of %2 key points covered.</source>
        <translation>انٹرویو والے جوابات، آپ کی اپنی جانچ کے مطابق: ⁨%2⁩ میں سے ⁨%1⁩ اہم نکات بیان ہوئے۔</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>پیش رفت صاف کریں</translation>
    </message>
    <message>
        <source>Forget every topic&apos;s progress and the missed questions? This cannot be undone.</source>
        <translation>کیا ہر موضوع کی پیش رفت اور غلط جواب والے سوالات بھلا دیے جائیں؟ اسے کالعدم نہیں کیا جا سکتا۔</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>مشق (&amp;P)</translation>
    </message>
    <message>
        <source>Mock &amp;interview</source>
        <translation>آزمائشی انٹرویو (&amp;I)</translation>
    </message>
    <message>
        <source>Class&amp;room</source>
        <translation>کلاس روم (&amp;R)</translation>
    </message>
    <message>
        <source>Reset pro&amp;gress…</source>
        <translation>پیش رفت صاف کریں… (&amp;G)</translation>
    </message>
    <message>
        <source>E&amp;xport results…</source>
        <translation>نتائج برآمد کریں… (&amp;X)</translation>
    </message>
    <message>
        <source>Save every topic&apos;s answers, streak and mastery for a spreadsheet</source>
        <translation>ہر موضوع کے جوابات، لگاتار درست جوابات اور مہارت اسپریڈشیٹ کے لیے محفوظ کریں</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>نتائج برآمد کریں</translation>
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation>quiz-results.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV فائلیں (*.csv)</translation>
    </message>
</context>
<context>
    <name>ResultSheet</name>
    <message>
        <source>%1 (as shown)</source>
        <translation>⁨%1⁩ (جیسا اسکرین پر دکھایا گیا)</translation>
    </message>
</context>
<context>
    <name>ResultsTable</name>
    <message>
        <source>Results</source>
        <translation>نتائج</translation>
    </message>
</context>
<context>
    <name>RunBar</name>
    <message>
        <source>Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
    <message>
        <source>Progress of the run</source>
        <translation>رن کی پیش رفت</translation>
    </message>
</context>
<context>
    <name>SafeBrowsingController</name>
    <message>
        <source>Cancelled. The last finished run is still shown.</source>
        <translation>منسوخ کر دیا گیا۔ آخری مکمل رن اب بھی دکھایا جا رہا ہے۔</translation>
    </message>
    <message>
        <source>Not enough memory for the list, its filter and its prefix set: this needs about %1 and %2 is available. Choose a shorter list or a larger false-positive rate.</source>
        <translation>فہرست، اس کے فلٹر اور اس کے پری فکس سیٹ کے لیے کافی میموری نہیں ہے: اس کے لیے تقریباً ⁨%1⁩ درکار ہے اور دستیاب ⁨%2⁩ ہے۔ چھوٹی فہرست یا زیادہ غلط مثبت شرح منتخب کریں۔</translation>
    </message>
    <message>
        <source>Choose a list of %1 to %2 URLs.</source>
        <translation>⁨%1⁩ سے ⁨%2⁩ تک ⁦URLs⁩ کی فہرست منتخب کریں۔</translation>
    </message>
    <message>
        <source>Choose %1 to %2 URLs to check.</source>
        <translation>جانچنے کے لیے ⁨%1⁩ سے ⁨%2⁩ تک ⁦URLs⁩ منتخب کریں۔</translation>
    </message>
    <message>
        <source>The share of visits to listed URLs must be between %1 and %2.</source>
        <translation>فہرست میں شامل ⁦URLs⁩ پر وزٹس کا تناسب ⁨%1⁩ اور ⁨%2⁩ کے درمیان ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>definitely not listed, answered in the browser without a round trip</source>
        <translation>یقینی طور پر فہرست میں نہیں، جواب براؤزر ہی میں بغیر راؤنڈ ٹرپ کے مل گیا</translation>
    </message>
    <message>
        <source>maybe, so the server was asked for the full hashes: not listed. A false positive, one round trip for nothing</source>
        <translation>شاید، اس لیے سرور سے مکمل ہیش مانگے گئے: فہرست میں نہیں۔ یہ غلط مثبت تھا، ایک بے فائدہ راؤنڈ ٹرپ</translation>
    </message>
    <message>
        <source>maybe, so the server was asked for the full hashes: listed. The browser warns before opening the page</source>
        <translation>شاید، اس لیے سرور سے مکمل ہیش مانگے گئے: فہرست میں شامل۔ براؤزر صفحہ کھولنے سے پہلے خبردار کرتا ہے</translation>
    </message>
    <message>
        <source>Building a list of %1 URLs, shipping it both ways, then browsing %2 URLs…</source>
        <translation>⁨%1⁩ ⁦URLs⁩ کی فہرست بنائی جا رہی ہے، دونوں طریقوں سے بھیجی جا رہی ہے، پھر ⁨%2⁩ ⁦URLs⁩ براؤز کیے جا رہے ہیں…</translation>
    </message>
    <message>
        <source>Run the browsing first: a URL is checked against the list that run built.</source>
        <translation>پہلے براؤزنگ چلائیں: ⁦URL⁩ کو اسی فہرست کے مقابل جانچا جاتا ہے جو اس رن نے بنائی۔</translation>
    </message>
    <message>
        <source>Type a URL to check.</source>
        <translation>جانچنے کے لیے کوئی ⁦URL⁩ لکھیں۔</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>جانچ ہو رہی ہے…</translation>
    </message>
    <message>
        <source>%1 — the Bloom filter and the prefix set alike: %2.</source>
        <translation>⁨%1⁩ — بلوم فلٹر اور پری فکس سیٹ دونوں کا ایک ہی نتیجہ: ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>%1 — Bloom filter: %2. Prefix set: %3.</source>
        <translation>⁨%1⁩ — بلوم فلٹر: ⁨%2⁩۔ پری فکس سیٹ: ⁨%3⁩۔</translation>
    </message>
    <message>
        <source>checks each URL it opens</source>
        <translation>ہر کھولا جانے والا ⁦URL⁩ جانچتا ہے</translation>
    </message>
    <message>
        <source>a Bloom filter</source>
        <translation>ایک بلوم فلٹر</translation>
    </message>
    <message>
        <source>a prefix set</source>
        <translation>ایک پری فکس سیٹ</translation>
    </message>
    <message>
        <source>the full list</source>
        <translation>مکمل فہرست</translation>
    </message>
    <message>
        <source>a URL</source>
        <translation>ایک ⁦URL⁩</translation>
    </message>
    <message>
        <source>maybe: full hashes?</source>
        <translation>شاید: مکمل ہیش؟</translation>
    </message>
    <message>
        <source>definitely not listed</source>
        <translation>یقینی طور پر فہرست میں نہیں</translation>
    </message>
    <message>
        <source>%1 listed visits</source>
        <translation>فہرست میں شامل ⁦URLs⁩ پر ⁨%1⁩ وزٹس</translation>
    </message>
    <message>
        <source>Bloom filter · %1</source>
        <translation>بلوم فلٹر · ⁨%1⁩</translation>
    </message>
    <message>
        <source>prefix set · %1</source>
        <translation>پری فکس سیٹ · ⁨%1⁩</translation>
    </message>
    <message>
        <source>%1 full SHA-256 hashes</source>
        <translation>⁨%1⁩ مکمل ⁦SHA-256⁩ ہیش</translation>
    </message>
    <message>
        <source>%1 URLs</source>
        <translation>⁨%1⁩ ⁦URLs⁩</translation>
    </message>
    <message>
        <source>%1 maybe (%2 false)</source>
        <translation>⁨%1⁩ شاید (⁨%2⁩ غلط)</translation>
    </message>
    <message>
        <source>%1 definitely not listed</source>
        <translation>⁨%1⁩ یقینی طور پر فہرست میں نہیں</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Same list, same browsing</source>
        <translation>ایک ہی فہرست، ایک ہی براؤزنگ</translation>
    </message>
    <message>
        <source>Bloom filter (Chrome until 2011)</source>
        <translation>بلوم فلٹر (⁦Chrome⁩، 2011 تک)</translation>
    </message>
    <message>
        <source>Prefix set (Update API v4)</source>
        <translation>پری فکس سیٹ (⁦Update API v4⁩)</translation>
    </message>
    <message>
        <source>URLs on the list</source>
        <translation>فہرست میں ⁦URLs⁩</translation>
    </message>
    <message>
        <source>Entries shipped (distinct 4-byte prefixes)</source>
        <translation>بھیجے گئے اندراجات (منفرد 4 بائٹ والے پری فکس)</translation>
    </message>
    <message>
        <source>Bytes shipped</source>
        <translation>بھیجے گئے بائٹس</translation>
    </message>
    <message>
        <source>%1 (BloomLab&apos;s file format)</source>
        <translation>⁨%1⁩ (⁦BloomLab⁩ کا فائل فارمیٹ)</translation>
    </message>
    <message>
        <source>%1 (Rice-coded)</source>
        <translation>⁨%1⁩ (⁦Rice⁩ کوڈنگ کے ساتھ)</translation>
    </message>
    <message>
        <source>Bytes per list entry</source>
        <translation>فہرست کے فی اندراج بائٹس</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>ساخت</translation>
    </message>
    <message>
        <source>%1 bits, k = %2</source>
        <translation>⁨%1⁩ بٹس، ⁦k = %2⁩</translation>
    </message>
    <message>
        <source>Rice parameter %1</source>
        <translation>⁦Rice⁩ پیرامیٹر ⁨%1⁩</translation>
    </message>
    <message>
        <source>Uncompressed</source>
        <translation>بغیر کمپریشن</translation>
    </message>
    <message>
        <source>%1 (4 bytes a prefix)</source>
        <translation>⁨%1⁩ (فی پری فکس 4 بائٹس)</translation>
    </message>
    <message>
        <source>The filter&apos;s bits as one decimal number</source>
        <translation>فلٹر کے بٹس ایک اعشاری عدد کی صورت میں</translation>
    </message>
    <message>
        <source>%1 digits</source>
        <translation>⁨%1⁩ ہندسے</translation>
    </message>
    <message>
        <source>… as base64</source>
        <translation>… ⁦base64⁩ کی صورت میں</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>⁨%1⁩ حروف</translation>
    </message>
    <message>
        <source>URLs checked (of them listed)</source>
        <translation>جانچے گئے ⁦URLs⁩ (ان میں سے فہرست میں شامل)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>⁨%1⁩ (⁨%2⁩)</translation>
    </message>
    <message>
        <source>Round trips avoided (definitely not listed)</source>
        <translation>بچائے گئے راؤنڈ ٹرپ (یقینی طور پر فہرست میں نہیں)</translation>
    </message>
    <message>
        <source>Round trips to the server (maybe)</source>
        <translation>سرور تک راؤنڈ ٹرپ (شاید)</translation>
    </message>
    <message>
        <source>… for unlisted URLs (false positives)</source>
        <translation>… فہرست سے باہر ⁦URLs⁩ کے لیے (غلط مثبت)</translation>
    </message>
    <message>
        <source>… for listed URLs (caught)</source>
        <translation>… فہرست میں شامل ⁦URLs⁩ کے لیے (پکڑے گئے)</translation>
    </message>
    <message>
        <source>False-positive rate, measured</source>
        <translation>غلط مثبت شرح، ناپی گئی</translation>
    </message>
    <message>
        <source>False-positive rate, expected</source>
        <translation>غلط مثبت شرح، متوقع</translation>
    </message>
    <message>
        <source>The Bloom filter shipped %1 and the prefix set %2. Of %3 visits to unlisted pages, the filter sent %4 to the server for nothing and the prefix set %5. Of %6 visits to listed pages, the filter caught %7 and the prefix set %8. Type a URL below to follow one check.</source>
        <translation>بلوم فلٹر نے ⁨%1⁩ بھیجے اور پری فکس سیٹ نے ⁨%2⁩۔ فہرست سے باہر صفحات کے ⁨%3⁩ وزٹس میں سے فلٹر نے ⁨%4⁩ بے فائدہ سرور کو بھیجے اور پری فکس سیٹ نے ⁨%5⁩۔ فہرست میں شامل صفحات کے ⁨%6⁩ وزٹس میں سے فلٹر نے ⁨%7⁩ پکڑے اور پری فکس سیٹ نے ⁨%8⁩۔ کسی ایک جانچ کو قدم بہ قدم دیکھنے کے لیے نیچے کوئی ⁦URL⁩ لکھیں۔</translation>
    </message>
</context>
<context>
    <name>SafeBrowsingTab</name>
    <message>
        <source>A browser checks every page it opens against Google&apos;s list of malicious URLs, without sending each address away. Chrome kept a Bloom filter of the list for this until 2011, then replaced it with a prefix set: the URLs&apos; 32-bit hash prefixes, sorted and stored as the differences between neighbours (Chromium change “PrefixSet as an alternate to BloomFilter”, 2011). Google&apos;s Safe Browsing Update API v4 ships 4-byte SHA-256 prefixes, Rice-Golomb compressed, and the browser asks the server for the full hashes only when a URL matches locally (Safe Browsing v4 Update API documentation). Since 2024, Chrome&apos;s standard protection also checks URLs in real time through a privacy relay (Google Online Security Blog, March 2024). Here both local lists are built from one list and face the same browsing.</source>
        <translation>براؤزر ہر کھولے جانے والے صفحے کو ⁦Google⁩ کی نقصان دہ ⁦URLs⁩ کی فہرست کے مقابل جانچتا ہے، ہر پتا باہر بھیجے بغیر۔ ⁦Chrome⁩ اس کام کے لیے 2011 تک اس فہرست کا بلوم فلٹر رکھتا تھا، پھر اس کی جگہ پری فکس سیٹ لے آیا: ⁦URLs⁩ کے 32 بٹ والے ہیش پری فکس، جنہیں ترتیب دے کر پڑوسیوں کے درمیان فرق کی صورت میں محفوظ کیا جاتا ہے (⁦Chromium change “PrefixSet as an alternate to BloomFilter”, 2011⁩)۔ ⁦Google⁩ کا ⁦Safe Browsing Update API v4⁩ ⁦SHA-256⁩ کے 4 بائٹ والے پری فکس بھیجتا ہے، جو ⁦Rice-Golomb⁩ طریقے سے کمپریس کیے جاتے ہیں، اور براؤزر سرور سے مکمل ہیش صرف تب مانگتا ہے جب کوئی ⁦URL⁩ مقامی طور پر میچ ہو جائے (⁦Safe Browsing v4 Update API documentation⁩)۔ 2024 سے ⁦Chrome⁩ کا معیاری تحفظ ایک پرائیویسی ریلے کے ذریعے ⁦URLs⁩ کو ریئل ٹائم میں بھی جانچتا ہے (⁦Google Online Security Blog, March 2024⁩)۔ یہاں دونوں مقامی فہرستیں ایک ہی فہرست سے بنائی جاتی ہیں اور ان کا سامنا ایک ہی براؤزنگ سے ہوتا ہے۔</translation>
    </message>
    <message>
        <source>Browser</source>
        <translation>براؤزر</translation>
    </message>
    <message>
        <source>Local list</source>
        <translation>مقامی فہرست</translation>
    </message>
    <message>
        <source>Safe Browsing server</source>
        <translation>⁦Safe Browsing⁩ سرور</translation>
    </message>
    <message>
        <source>safe-browsing-results.csv</source>
        <translation>safe-browsing-results.csv</translation>
    </message>
    <message>
        <source>List and browsing</source>
        <translation>فہرست اور براؤزنگ</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>وہ غلط مثبت شرح جس کے لیے فلٹر کا سائز طے کیا جائے</translation>
    </message>
    <message>
        <source>Ship the list and browse</source>
        <translation>فہرست بھیجیں اور براؤز کریں</translation>
    </message>
    <message>
        <source>URLs on the list:</source>
        <translation>فہرست میں ⁦URLs⁩:</translation>
    </message>
    <message>
        <source>URLs the browser opens:</source>
        <translation>براؤزر جو ⁦URLs⁩ کھولتا ہے:</translation>
    </message>
    <message>
        <source>Share of them on the list:</source>
        <translation>ان میں سے فہرست میں شامل کا تناسب:</translation>
    </message>
    <message>
        <source>Filter&apos;s false-positive rate:</source>
        <translation>فلٹر کی غلط مثبت شرح:</translation>
    </message>
    <message>
        <source>One URL</source>
        <translation>ایک ⁦URL⁩</translation>
    </message>
    <message>
        <source>Bloom filter (until 2011)</source>
        <translation>بلوم فلٹر (2011 تک)</translation>
    </message>
    <message>
        <source>Prefix set (v4)</source>
        <translation>پری فکس سیٹ (⁦v4⁩)</translation>
    </message>
    <message>
        <source>A URL, exactly as listed, e.g. one of the examples</source>
        <translation>کوئی ⁦URL⁩، بالکل ویسا جیسا فہرست میں ہے، مثلاً مثالوں میں سے کوئی ایک</translation>
    </message>
    <message>
        <source>URL to check</source>
        <translation>جانچنے کے لیے ⁦URL⁩</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>جانچیں</translation>
    </message>
    <message>
        <source>A listed URL</source>
        <translation>فہرست میں شامل کوئی ⁦URL⁩</translation>
    </message>
    <message>
        <source>An unlisted URL</source>
        <translation>فہرست سے باہر کوئی ⁦URL⁩</translation>
    </message>
    <message>
        <source>The diagram follows:</source>
        <translation>خاکے میں دکھائیں:</translation>
    </message>
    <message>
        <source>URL to check against the list the run built:</source>
        <translation>وہ ⁦URL⁩ جسے رن کی بنائی ہوئی فہرست کے مقابل جانچنا ہے:</translation>
    </message>
</context>
<context>
    <name>ScalableController</name>
    <message>
        <source>Feed %1 keys</source>
        <translation>⁨%1⁩ کلیدیں ڈالیں</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>نئے سرے سے شروع کریں</translation>
    </message>
    <message>
        <source>This lesson stops at %1 keys, %2 times the capacity: the point is made.</source>
        <translation>یہ سبق ⁨%1⁩ کلیدوں پر، یعنی گنجائش کے ⁨%2⁩ گنا پر، رک جاتا ہے: بات واضح ہو چکی ہے۔</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>سیشن کھولیں</translation>
    </message>
    <message>
        <source>The next slice would take the two filters past %1, the most this page holds in memory: the point is made. Start over with a smaller capacity or a looser rate to feed further.</source>
        <translation>اگلا حصہ دونوں فلٹرز کو ⁨%1⁩ سے آگے لے جائے گا، جو اس صفحے کے لیے میموری کی زیادہ سے زیادہ حد ہے: بات واضح ہو چکی ہے۔ مزید کلیدیں ڈالنے کے لیے کم گنجائش یا کم سخت ہدف شرح کے ساتھ نئے سرے سے شروع کریں۔</translation>
    </message>
</context>
<context>
    <name>ScalableModel</name>
    <message>
        <source>%1 vs %2</source>
        <translation>⁨%1⁩ بمقابلہ ⁨%2⁩</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>کلیدیں</translation>
    </message>
    <message>
        <source>Fixed FPR</source>
        <translation>مقررہ فلٹر
کی ⁦FPR⁩</translation>
    </message>
    <message>
        <source>Scalable FPR</source>
        <translation>قابلِ توسیع فلٹر
کی ⁦FPR⁩</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>حد</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>حصے</translation>
    </message>
    <message>
        <source>Memory:
fixed vs scalable</source>
        <translation>میموری:
مقررہ بمقابلہ قابلِ توسیع</translation>
    </message>
</context>
<context>
    <name>ScalablePage</name>
    <message>
        <source>Scalable</source>
        <translation>قابلِ توسیع</translation>
    </message>
    <message>
        <source>A Bloom filter is sized for a capacity. Feed it more keys and its error climbs. A scalable filter (Almeida et al., 2007) opens a new, tighter slice whenever one fills, so its compound error stays under the target.</source>
        <translation>بلوم فلٹر کا سائز ایک مقررہ گنجائش کے لیے طے کیا جاتا ہے۔ اس میں اس سے زیادہ کلیدیں ڈالیں تو اس کی غلطی بڑھتی جاتی ہے۔ قابلِ توسیع فلٹر ⁦(Almeida et al., 2007)⁩ جب بھی ایک حصہ ⁦(slice)⁩ بھر جائے تو ایک نیا اور زیادہ سخت حصہ کھول لیتا ہے، اس لیے اس کی مجموعی غلطی ہدف سے کم رہتی ہے۔</translation>
    </message>
</context>
<context>
    <name>ScalableParametersBar</name>
    <message>
        <source>Initial capacity</source>
        <translation>ابتدائی گنجائش</translation>
    </message>
    <message>
        <source>Target false-positive rate</source>
        <translation>ہدف غلط مثبت شرح</translation>
    </message>
    <message>
        <source>Growth factor</source>
        <translation>اضافے کا عامل</translation>
    </message>
    <message>
        <source>Each slice holds this many times the keys of the one before</source>
        <translation>ہر حصے میں پچھلے حصے سے اتنے گنا کلیدیں آتی ہیں</translation>
    </message>
    <message>
        <source>Tightening ratio</source>
        <translation>سختی کا تناسب</translation>
    </message>
    <message>
        <source>Each slice&apos;s error budget is this times the one before</source>
        <translation>ہر حصے کا غلطی بجٹ پچھلے حصے کے بجٹ کا اتنا گنا ہوتا ہے</translation>
    </message>
    <message>
        <source>&amp;Start over</source>
        <translation>نئے سرے سے شروع کریں (&amp;S)</translation>
    </message>
    <message>
        <source>Empty both filters and build them with these settings</source>
        <translation>دونوں فلٹر خالی کریں اور انہیں ان سیٹنگز کے ساتھ دوبارہ بنائیں</translation>
    </message>
    <message>
        <source>&amp;Capacity:</source>
        <translation>گنجائش (&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Target p:</source>
        <translation>ہدف ⁦p (&amp;T)⁩:</translation>
    </message>
    <message>
        <source>&amp;Growth s:</source>
        <translation>اضافہ ⁦s (&amp;G)⁩:</translation>
    </message>
    <message>
        <source>Tightening &amp;r:</source>
        <translation>سختی ⁦r (&amp;R)⁩:</translation>
    </message>
    <message>
        <source>Not used yet: Start over builds the filters with these settings.</source>
        <translation>ابھی لاگو نہیں ہوا: ”نئے سرے سے شروع کریں“ دبانے پر فلٹر انہی ترتیبات سے بنیں گے۔</translation>
    </message>
</context>
<context>
    <name>SchemesStage</name>
    <message>
        <source>Hash schemes compared</source>
        <translation>ہیش اسکیموں کا موازنہ</translation>
    </message>
    <message>
        <source>The same experiment with each hash scheme: m = %1, k = %2, n = %3, %4 probes. A tiny filter with many hashes is where a weak scheme shows.</source>
        <translation>ہر ہیش اسکیم کے ساتھ یہی تجربہ: ⁦m = %1⁩، ⁦k = %2⁩، ⁦n = %3⁩، ⁨%4⁩ جانچیں۔ کمزور اسکیم کی خامی ایسے ننھے فلٹر میں سامنے آتی ہے جس میں ہیش بہت زیادہ ہوں۔</translation>
    </message>
    <message>
        <source>Com&amp;pare schemes</source>
        <translation>اسکیموں کا موازنہ کریں (&amp;P)</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>اسکیم</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>ناپی گئی</translation>
    </message>
    <message>
        <source>Exact theory</source>
        <translation>عین نظریاتی قدر</translation>
    </message>
    <message>
        <source>Excess</source>
        <translation>اضافہ</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>وجہ</translation>
    </message>
    <message>
        <source>The article&apos;s h·31 + byte</source>
        <translation>مضمون کا ⁦h·31 + byte⁩</translation>
    </message>
    <message>
        <source>Keys that differ only in their last characters get nearly the same hash, so their bits cluster: the filter acts as if it were much smaller.</source>
        <translation>جو کلیدیں صرف آخری حروف میں مختلف ہوں ان کا ہیش تقریباً ایک جیسا بنتا ہے، اس لیے ان کے بٹس ایک ہی جگہ اکٹھے ہو جاتے ہیں: فلٹر ایسے برتاؤ کرتا ہے جیسے وہ کہیں چھوٹا ہو۔</translation>
    </message>
    <message>
        <source>Plain double hashing</source>
        <translation>سادہ ڈبل ہیشنگ</translation>
    </message>
    <message>
        <source>h1 + i·h2 mod m: when h2 shares a factor with m, a key&apos;s probes cycle over a few cells and set fewer than k bits. Popular libraries shipped this and saw rates above theory.</source>
        <translation>⁦h1 + i·h2 mod m⁩: جب ⁦h2⁩ اور ⁦m⁩ کا کوئی مشترک جزو ضربی ہو تو کلید کی پوزیشنز چند ہی خانوں میں چکر لگاتی ہیں اور ⁦k⁩ سے کم بٹ سیٹ ہوتے ہیں۔ مقبول لائبریریوں نے یہی طریقہ جاری کیا اور نظریے سے زیادہ شرحیں دیکھیں۔</translation>
    </message>
    <message>
        <source>Enhanced double hashing, unmixed (BloomLab 0.1)</source>
        <translation>بہتر ڈبل ہیشنگ، بغیر مکسنگ ⁦(BloomLab 0.1)⁩</translation>
    </message>
    <message>
        <source>The cubic term breaks those cycles, but multiply-shift keeps only the top bits of a + i·b + (i³ − i)/6: when b is small the k probes crowd into neighbouring cells, about one key in m/2.</source>
        <translation>مکعب والی رقم ⁦(cubic term)⁩ یہ چکر توڑ دیتی ہے، لیکن ضرب اور شفٹ ⁦(multiply-shift)⁩ کا طریقہ ⁦a + i·b + (i³ − i)/6⁩ کے صرف اوپری بٹس رکھتا ہے: جب ⁦b⁩ چھوٹا ہو تو ⁦k⁩ پوزیشنز ساتھ ساتھ والے خانوں میں اکٹھی ہو جاتی ہیں، اور ایسا تقریباً ⁦m/2⁩ کلیدوں میں سے ایک کے ساتھ ہوتا ہے۔</translation>
    </message>
    <message>
        <source>Enhanced double hashing, remixed (default)</source>
        <translation>بہتر ڈبل ہیشنگ، دوبارہ مکسنگ کے ساتھ (ڈیفالٹ)</translation>
    </message>
    <message>
        <source>Each a + i·b + (i³ − i)/6 is remixed before the reduction, so the k positions behave as independent ones and the measured rate matches theory.</source>
        <translation>ہر ⁦a + i·b + (i³ − i)/6⁩ کو گھٹا کر پوزیشن بنانے سے پہلے دوبارہ مکس کیا جاتا ہے، اس لیے ⁦k⁩ پوزیشنز ایک دوسرے سے آزاد پوزیشنز کی طرح برتاؤ کرتی ہیں اور ناپی گئی شرح نظریے کے عین مطابق ہوتی ہے۔</translation>
    </message>
    <message>
        <source>%1 times the theory</source>
        <translation>نظریے کا ⁨%1⁩ گنا</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>⁨%1⁩ میں لکھا نہیں جا سکا: ⁨%2⁩</translation>
    </message>
</context>
<context>
    <name>ScriptTexts</name>
    <message>
        <source>Usernames: 16 bits, k = 3</source>
        <translation>یوزر نیم: 16 بٹ، ⁦k = 3⁩</translation>
    </message>
    <message>
        <source>Fruit table: 8 bits, k = 3</source>
        <translation>پھلوں کا جدول: 8 بٹ، ⁦k = 3⁩</translation>
    </message>
    <message>
        <source>Tiger and cow: 10 bits, k = 1</source>
        <translation>⁦tiger⁩ اور ⁦cow⁩: 10 بٹ، ⁦k = 1⁩</translation>
    </message>
    <message>
        <source>The username article: seyi_codes and aderonke are added, then john_doe and tiwa_codes are checked. Watch which bits they share.</source>
        <translation>یوزر نیم والا مضمون: ⁦seyi_codes⁩ اور ⁦aderonke⁩ شامل کی جاتی ہیں، پھر ⁦john_doe⁩ اور ⁦tiwa_codes⁩ کو جانچا جاتا ہے۔ دیکھیں کہ ان میں کون سے بٹس مشترک ہیں۔</translation>
    </message>
    <message>
        <source>The fruit table: apple and mango are added to 8 bits; then grape is checked.</source>
        <translation>پھلوں کا جدول: ⁦apple⁩ اور ⁦mango⁩ کو 8 بٹ میں شامل کیا جاتا ہے؛ پھر ⁦grape⁩ کو جانچا جاتا ہے۔</translation>
    </message>
    <message>
        <source>One hash, 10 bits: tiger is added; then cow is checked and lands on the same bit.</source>
        <translation>ایک ہیش، 10 بٹ: ⁦tiger⁩ شامل کی جاتی ہے؛ پھر ⁦cow⁩ کو جانچا جاتا ہے اور وہ اسی بٹ پر پڑتی ہے۔</translation>
    </message>
    <message>
        <source>Reset to the article</source>
        <translation>مضمون والی حالت پر واپس جائیں</translation>
    </message>
    <message>
        <source>Hazard: remove a false positive</source>
        <translation>خطرہ: کسی غلط مثبت کو ہٹانا</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. tiwa_codes never is.</source>
        <translation>⁦seyi_codes⁩ اور ⁦aderonke⁩ شامل کی گئی ہیں۔ ⁦tiwa_codes⁩ کبھی شامل نہیں کی جاتی۔</translation>
    </message>
    <message>
        <source>Hazard: remove a key never added</source>
        <translation>خطرہ: کبھی شامل نہ کی گئی کلید کو ہٹانا</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. john_doe never is.</source>
        <translation>⁦seyi_codes⁩ اور ⁦aderonke⁩ شامل کی گئی ہیں۔ ⁦john_doe⁩ کبھی شامل نہیں کی جاتی۔</translation>
    </message>
    <message>
        <source>Hazard: saturate a counter</source>
        <translation>خطرہ: کسی کاؤنٹر کو آخری حد تک بھر دینا</translation>
    </message>
    <message>
        <source>An empty counting filter of 10 counters, k = 1: tiger always lands on counter 1.</source>
        <translation>10 کاؤنٹرز والا ایک خالی گنتی والا فلٹر، ⁦k = 1⁩: ⁦tiger⁩ ہمیشہ کاؤنٹر 1 پر پڑتی ہے۔</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are in all three filters. In the two Bloom filters they share bit 7.</source>
        <translation>⁦seyi_codes⁩ اور ⁦aderonke⁩ تینوں فلٹرز میں ہیں۔ دونوں بلوم فلٹرز میں ان کا بٹ 7 مشترک ہے۔</translation>
    </message>
    <message>
        <source>Cuckoo hazard: remove a key never added</source>
        <translation>ککو کا خطرہ: کبھی شامل نہ کی گئی کلید کو ہٹانا</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. kemi_229 never is, but it has seyi_codes&apos;s fingerprint, 76, and the same two buckets.</source>
        <translation>⁦seyi_codes⁩ اور ⁦aderonke⁩ شامل کی گئی ہیں۔ ⁦kemi_229⁩ کبھی شامل نہیں کی جاتی، لیکن اس کا فنگر پرنٹ وہی ہے جو ⁦seyi_codes⁩ کا ہے، یعنی 76، اور اس کے دونوں بکٹ بھی وہی ہیں۔</translation>
    </message>
    <message>
        <source>Cuckoo hazard: add one key nine times</source>
        <translation>ککو کا خطرہ: ایک کلید کو نو بار شامل کرنا</translation>
    </message>
    <message>
        <source>Each copy of aderonke needs a slot in one of its two buckets: eight slots in all.</source>
        <translation>⁦aderonke⁩ کی ہر نقل کو اس کے دو بکٹس میں سے کسی ایک میں ایک خانہ چاہیے: کل آٹھ خانے۔</translation>
    </message>
    <message>
        <source>Cuckoo hazard: fill the table</source>
        <translation>ککو کا خطرہ: جدول کو بھر دینا</translation>
    </message>
    <message>
        <source>New members sign up until an add finds both its buckets full and 500 relocations do not free a slot.</source>
        <translation>نئے اراکین سائن اپ کرتے رہتے ہیں، یہاں تک کہ ایک نئی کلید کے دونوں بکٹ بھرے ہوئے ملتے ہیں اور 500 منتقلیاں بھی کوئی خانہ خالی نہیں کر پاتیں۔</translation>
    </message>
</context>
<context>
    <name>SeedScaleStage</name>
    <message>
        <source>The article&apos;s filter at real scale</source>
        <translation>مضمون والا فلٹر حقیقی پیمانے پر</translation>
    </message>
    <message>
        <source>100 million items at 1%: m = %1 bits (about %2), k = 7. Insert 100 million generated keys, then probe 10 million others.</source>
        <translation>1% کی شرح پر 10 کروڑ آئٹمز: ⁦m = %1⁩ بٹ (تقریباً ⁨%2⁩)، ⁦k = 7⁩۔ 10 کروڑ تیار کردہ کلیدیں شامل کریں، پھر 1 کروڑ دوسری کلیدیں جانچیں۔</translation>
    </message>
    <message>
        <source>&amp;Run 100 million keys</source>
        <translation>10 کروڑ کلیدیں چلائیں (&amp;R)</translation>
    </message>
</context>
<context>
    <name>SignupController</name>
    <message>
        <source>Opening the database…</source>
        <translation>ڈیٹا بیس کھولا جا رہا ہے…</translation>
    </message>
    <message>
        <source>The database is empty: create users to fill its users table.</source>
        <translation>ڈیٹا بیس خالی ہے: اس کے صارفین کے جدول کو بھرنے کے لیے صارفین بنائیں۔</translation>
    </message>
    <message>
        <source>The database has %1 names.</source>
        <translation>ڈیٹا بیس میں ⁨%1⁩ نام ہیں۔</translation>
    </message>
    <message>
        <source>Creating %1 users in one transaction…</source>
        <translation>ایک ہی ٹرانزیکشن میں ⁨%1⁩ صارفین بنائے جا رہے ہیں…</translation>
    </message>
    <message>
        <source>Added %1 names; the table now has %2. Build the filter again: it holds only the names it was built from.</source>
        <translation>⁨%1⁩ نام شامل کر دیے گئے؛ اب جدول میں ⁨%2⁩ ہیں۔ فلٹر دوبارہ بنائیں: اس میں صرف وہی نام ہیں جن سے اسے بنایا گیا تھا۔</translation>
    </message>
    <message>
        <source>Building the filter: streaming every name once…</source>
        <translation>فلٹر بنایا جا رہا ہے: ہر نام ایک بار ترتیب وار پڑھا جا رہا ہے…</translation>
    </message>
    <message>
        <source>The filter holds all %1 names.</source>
        <translation>فلٹر میں تمام ⁨%1⁩ نام موجود ہیں۔</translation>
    </message>
    <message>
        <source>Checking %1 sign-ups three ways…</source>
        <translation>⁨%1⁩ سائن اپس تین طریقوں سے جانچے جا رہے ہیں…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>جانچ ہو رہی ہے…</translation>
    </message>
    <message>
        <source>“%1” is free. The filter said definitely not, so the database was not asked (%2).</source>
        <translation>“⁨%1⁩” دستیاب ہے۔ فلٹر نے کہا یقینی طور پر نہیں، اس لیے ڈیٹا بیس سے نہیں پوچھا گیا (⁨%2⁩)۔</translation>
    </message>
    <message>
        <source>“%1” is taken. The filter said maybe and the database confirmed it (%2).</source>
        <translation>“⁨%1⁩” پہلے سے لیا جا چکا ہے۔ فلٹر نے کہا شاید، اور ڈیٹا بیس نے اس کی تصدیق کی (⁨%2⁩)۔</translation>
    </message>
    <message>
        <source>“%1” is free, but the filter said maybe: a false positive, which cost one database query to find out (%2).</source>
        <translation>“⁨%1⁩” دستیاب ہے، لیکن فلٹر نے کہا شاید: یہ غلط مثبت تھا، جسے معلوم کرنے میں ڈیٹا بیس کی ایک کوئری لگی (⁨%2⁩)۔</translation>
    </message>
    <message>
        <source>Registering…</source>
        <translation>رجسٹر کیا جا رہا ہے…</translation>
    </message>
    <message>
        <source>Registered “%1” in the database and the filter together. The table has %2 names, the filter %3.</source>
        <translation>“⁨%1⁩” کو ڈیٹا بیس اور فلٹر دونوں میں ایک ساتھ رجسٹر کر دیا گیا۔ جدول میں ⁨%2⁩ نام ہیں، فلٹر میں ⁨%3⁩۔</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>نہیں بنایا گیا</translation>
    </message>
    <message>
        <source>in Redis</source>
        <translation>⁦Redis⁩ میں</translation>
    </message>
    <message>
        <source>in this process</source>
        <translation>اسی پروسیس میں</translation>
    </message>
    <message>
        <source>%1 · %2, k = %3</source>
        <translation>⁨%1⁩ · ⁨%2⁩، ⁦k = %3⁩</translation>
    </message>
    <message>
        <source>SQLite</source>
        <translation>⁦SQLite⁩</translation>
    </message>
    <message>
        <source>SQLite · %1 names</source>
        <translation>⁦SQLite⁩ · ⁨%1⁩ نام</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Measured on this computer</source>
        <translation>اسی کمپیوٹر پر ناپا گیا</translation>
    </message>
    <message>
        <source>Database only</source>
        <translation>صرف ڈیٹا بیس</translation>
    </message>
    <message>
        <source>Filter first</source>
        <translation>پہلے فلٹر</translation>
    </message>
    <message>
        <source>Cache of every name</source>
        <translation>ہر نام کا کیش</translation>
    </message>
    <message>
        <source>Sign-up checks</source>
        <translation>سائن اپ کی جانچیں</translation>
    </message>
    <message>
        <source>Queries sent to the database</source>
        <translation>ڈیٹا بیس کو بھیجی گئی کوئریز</translation>
    </message>
    <message>
        <source>Queries avoided</source>
        <translation>بچائی گئی کوئریز</translation>
    </message>
    <message>
        <source>False positives (a query for a free name)</source>
        <translation>غلط مثبت (دستیاب نام کے لیے کوئری)</translation>
    </message>
    <message>
        <source>Round trips to Redis</source>
        <translation>⁦Redis⁩ تک راؤنڈ ٹرپ</translation>
    </message>
    <message>
        <source>Mean time per check</source>
        <translation>فی جانچ اوسط وقت</translation>
    </message>
    <message>
        <source>99th percentile time</source>
        <translation>99ویں پرسنٹائل کا وقت</translation>
    </message>
    <message>
        <source>Memory in front of the database</source>
        <translation>ڈیٹا بیس کے آگے میموری</translation>
    </message>
    <message>
        <source>would not fit</source>
        <translation>سما نہیں سکتا</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>⁨%1⁩ جانچیں</translation>
    </message>
    <message>
        <source>%1 maybe</source>
        <translation>⁨%1⁩ شاید</translation>
    </message>
    <message>
        <source>%1 definitely not</source>
        <translation>⁨%1⁩ یقینی طور پر نہیں</translation>
    </message>
    <message>
        <source>%1 taken and %2 free names. The filter sent %3 of the free names to the database anyway: %4, against the %5 it was built for.</source>
        <translation>⁨%1⁩ لیے جا چکے اور ⁨%2⁩ دستیاب نام۔ فلٹر نے دستیاب ناموں میں سے ⁨%3⁩ پھر بھی ڈیٹا بیس کو بھیج دیے: ⁨%4⁩، جبکہ اسے ⁨%5⁩ کے لیے بنایا گیا تھا۔</translation>
    </message>
    <message>
        <source>Filter first was slower here: this SQLite runs inside BloomLab with its pages in memory, so a query costs less than a round trip to Redis. A database across a network costs a round trip per query too, and that is what the filter saves.</source>
        <translation>یہاں پہلے فلٹر والا طریقہ سست رہا: یہ ⁦SQLite⁩ ⁦BloomLab⁩ کے اندر چلتا ہے اور اس کے صفحات میموری میں ہیں، اس لیے ایک کوئری پر ⁦Redis⁩ تک ایک راؤنڈ ٹرپ سے کم وقت لگتا ہے۔ نیٹ ورک کے پار موجود ڈیٹا بیس پر بھی ہر کوئری کے لیے ایک راؤنڈ ٹرپ لگتا ہے، اور فلٹر یہی بچاتا ہے۔</translation>
    </message>
    <message>
        <source>Filter first was slower here: this SQLite runs inside BloomLab with its pages in memory, so a query costs microseconds. A database across a network costs a round trip per query, and that is what the filter saves.</source>
        <translation>یہاں پہلے فلٹر والا طریقہ سست رہا: یہ ⁦SQLite⁩ ⁦BloomLab⁩ کے اندر چلتا ہے اور اس کے صفحات میموری میں ہیں، اس لیے ایک کوئری پر چند مائیکرو سیکنڈ لگتے ہیں۔ نیٹ ورک کے پار موجود ڈیٹا بیس پر ہر کوئری کے لیے ایک راؤنڈ ٹرپ لگتا ہے، اور فلٹر یہی بچاتا ہے۔</translation>
    </message>
    <message>
        <source>Added %1 names; the table now has %2. Now build the filter from them.</source>
        <translation>⁨%1⁩ نام شامل کر دیے گئے؛ اب جدول میں ⁨%2⁩ ہیں۔ اب ان سے فلٹر بنائیں۔</translation>
    </message>
</context>
<context>
    <name>SignupTab</name>
    <message>
        <source>A sign-up form asks “is this name taken?” for every name a visitor types. Asking the database each time is a query per keystroke; a Bloom filter in front of it answers “definitely not” from memory for most free names, and only a “maybe” goes on to the database. Here the database is real (SQLite), and so is Redis when the filter lives there.</source>
        <translation>سائن اپ فارم وزیٹر کے لکھے ہوئے ہر نام کے لیے پوچھتا ہے: “کیا یہ نام لیا جا چکا ہے؟”۔ ہر بار ڈیٹا بیس سے پوچھنے کا مطلب ہے ہر کی اسٹروک پر ایک کوئری؛ اس کے آگے رکھا بلوم فلٹر زیادہ تر دستیاب ناموں کے لیے میموری ہی سے “یقینی طور پر نہیں” کا جواب دے دیتا ہے، اور صرف “شاید” والا جواب آگے ڈیٹا بیس تک جاتا ہے۔ یہاں ڈیٹا بیس حقیقی ہے (⁦SQLite⁩)، اور جب فلٹر ⁦Redis⁩ میں ہو تو ⁦Redis⁩ بھی حقیقی ہے۔</translation>
    </message>
    <message>
        <source>Sign-up form</source>
        <translation>سائن اپ فارم</translation>
    </message>
    <message>
        <source>Bloom filter</source>
        <translation>بلوم فلٹر</translation>
    </message>
    <message>
        <source>Users table</source>
        <translation>صارفین کا جدول</translation>
    </message>
    <message>
        <source>signup-results.csv</source>
        <translation>signup-results.csv</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>ڈیٹا بیس</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>ڈیٹا بیس فائل</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>منتخب کریں…</translation>
    </message>
    <message>
        <source>Create users</source>
        <translation>صارفین بنائیں</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>فائل:</translation>
    </message>
    <message>
        <source>Names:</source>
        <translation>نام:</translation>
    </message>
    <message>
        <source>Users to add:</source>
        <translation>شامل کرنے کے لیے صارفین:</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>فلٹر</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to build for</source>
        <translation>وہ غلط مثبت شرح جس کے لیے بنایا جائے</translation>
    </message>
    <message>
        <source>In this process</source>
        <translation>اسی پروسیس میں</translation>
    </message>
    <message>
        <source>In Redis, started by BloomLab (private, on this computer)</source>
        <translation>⁦Redis⁩ میں، جسے ⁦BloomLab⁩ شروع کرتا ہے (نجی، اسی کمپیوٹر پر)</translation>
    </message>
    <message>
        <source>In a Redis server at:</source>
        <translation>اس پتے پر ⁦Redis⁩ سرور میں:</translation>
    </message>
    <message>
        <source>Redis host</source>
        <translation>⁦Redis⁩ ہوسٹ</translation>
    </message>
    <message>
        <source>Redis port</source>
        <translation>⁦Redis⁩ پورٹ</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>پاس ورڈ (اختیاری)</translation>
    </message>
    <message>
        <source>Redis password</source>
        <translation>⁦Redis⁩ پاس ورڈ</translation>
    </message>
    <message>
        <source>Build the filter</source>
        <translation>فلٹر بنائیں</translation>
    </message>
    <message>
        <source>False-positive rate:</source>
        <translation>غلط مثبت شرح:</translation>
    </message>
    <message>
        <source>Where it lives:</source>
        <translation>کہاں رکھا جائے:</translation>
    </message>
    <message>
        <source>Sign-ups</source>
        <translation>سائن اپس</translation>
    </message>
    <message>
        <source>Run the sign-ups</source>
        <translation>سائن اپس چلائیں</translation>
    </message>
    <message>
        <source>A username, e.g. ada_codes</source>
        <translation>کوئی یوزر نیم، مثلاً ⁦ada_codes⁩</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>یوزر نیم</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>جانچیں</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>رجسٹر کریں</translation>
    </message>
    <message>
        <source>Sign-ups to check:</source>
        <translation>جانچنے کے لیے سائن اپس:</translation>
    </message>
    <message>
        <source>Share of names already taken:</source>
        <translation>پہلے سے لیے جا چکے ناموں کا تناسب:</translation>
    </message>
    <message>
        <source>Or one name at a time:</source>
        <translation>یا ایک وقت میں ایک نام:</translation>
    </message>
    <message>
        <source>Choose the users database</source>
        <translation>صارفین کا ڈیٹا بیس منتخب کریں</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>SQLite ڈیٹا بیسز (*.db *.sqlite *.sqlite3);;تمام فائلیں (*)</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>نہیں کھولا گیا</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>فلٹر: ⁨%1⁩</translation>
    </message>
    <message>
        <source>Users to add</source>
        <translation>شامل کرنے کے لیے صارفین</translation>
    </message>
</context>
<context>
    <name>SizingAnswer</name>
    <message>
        <source>Solved.</source>
        <translation>حل ہو گیا۔</translation>
    </message>
    <message>
        <source>At this rate, %1 bits would hold about %2 keys: more than BloomLab can count (at most %3).</source>
        <translation>اس شرح پر ⁨%1⁩ بٹ میں تقریباً ⁨%2⁩ کلیدیں سما سکتی ہیں: یہ اس سے زیادہ ہے جتنا ⁦BloomLab⁩ گن سکتا ہے (زیادہ سے زیادہ ⁨%3⁩)۔</translation>
    </message>
    <message>
        <source>The answer is more than BloomLab can count (at most %1).</source>
        <translation>جواب اس سے زیادہ ہے جتنا ⁦BloomLab⁩ گن سکتا ہے (زیادہ سے زیادہ ⁨%1⁩)۔</translation>
    </message>
    <message>
        <source>%1 bits cannot hold even one key here: m must be larger.</source>
        <translation>یہاں ⁨%1⁩ بٹ میں ایک کلید بھی نہیں سما سکتی: ⁦m⁩ کو بڑا ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>This filter would need %1 bits (%2 bytes): more than BloomLab can count, and more memory than any computer has.</source>
        <translation>اس فلٹر کو ⁨%1⁩ بٹ (⁨%2⁩ بائٹس) درکار ہوں گے: یہ اس سے زیادہ ہے جتنا ⁦BloomLab⁩ گن سکتا ہے، اور کسی بھی کمپیوٹر کی میموری سے بھی زیادہ۔</translation>
    </message>
    <message>
        <source>n = m·ln 2 / k = %1 × %2 / %3 = %4</source>
        <translation>⁦n = m·ln 2 / k = %1 × %2 / %3 = %4⁩</translation>
    </message>
    <message>
        <source>n = −m·ln(1 − p^(1/k)) / k = −%1 × ln(1 − %2^(1/%3)) / %3 = %4</source>
        <translation>⁦n = −m·ln(1 − p^(1/k)) / k = −%1 × ln(1 − %2^(1/%3)) / %3 = %4⁩</translation>
    </message>
    <message>
        <source>n = −m·(ln 2)² / ln p = −%1 × %2 / ln %3 = %4</source>
        <translation>⁦n = −m·(ln 2)² / ln p = −%1 × %2 / ln %3 = %4⁩</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>⁨%1⁩ (⁨%2⁩)</translation>
    </message>
    <message>
        <source>p = (1 − e^(−kn/m))^k = (1 − e^(−%1 × %2 / %3))^%1 = %4</source>
        <translation>⁦p = (1 − e^(−kn/m))^k = (1 − e^(−%1 × %2 / %3))^%1 = %4⁩</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>⁨%1⁩ بٹ</translation>
    </message>
    <message>
        <source>m = k·n / ln 2 = %1 × %2 / %3 = %4 bits</source>
        <translation>⁦m = k·n / ln 2 = %1 × %2 / %3 = %4 بٹ⁩</translation>
    </message>
    <message>
        <source>m = −k·n / ln(1 − p^(1/k)) = −%1 × %2 / ln(1 − %3^(1/%1)) = %4 bits</source>
        <translation>⁦m = −k·n / ln(1 − p^(1/k)) = −%1 × %2 / ln(1 − %3^(1/%1)) = %4 بٹ⁩</translation>
    </message>
    <message>
        <source>m = −n·ln p / (ln 2)² = −%1 × ln %2 / %3 = %4 bits</source>
        <translation>⁦m = −n·ln p / (ln 2)² = −%1 × ln %2 / %3 = %4 بٹ⁩</translation>
    </message>
    <message>
        <source>m / 8 = %1 / 8 = %2</source>
        <translation>⁦m / 8 = %1 / 8 = %2⁩</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>⁨%1⁩ بائٹس</translation>
    </message>
    <message>
        <source>More than the %1 this computer has free: a filter this size cannot be built here.</source>
        <translation>اس کمپیوٹر میں خالی ⁨%1⁩ سے زیادہ: اتنے سائز کا فلٹر یہاں نہیں بنایا جا سکتا۔</translation>
    </message>
    <message>
        <source>k = −ln p / ln 2 = −ln %1 / %2 = %3 → %4</source>
        <translation>⁦k = −ln p / ln 2 = −ln %1 / %2 = %3 → %4⁩</translation>
    </message>
    <message>
        <source>k = (m/n)·ln 2 = (%1 / %2) × %3 = %4 → %5</source>
        <translation>⁦k = (m/n)·ln 2 = (%1 / %2) × %3 = %4 → %5⁩</translation>
    </message>
    <message>
        <source>The optimal k here, %1, is more than the %2 hash functions BloomLab&apos;s filters support, so the results are for k = %2.</source>
        <translation>یہاں بہترین ⁦k⁩، یعنی ⁨%1⁩، ان ⁨%2⁩ ہیش فنکشنز سے زیادہ ہے جن کی ⁦BloomLab⁩ کے فلٹرز میں سہولت ہے، اس لیے نتائج ⁦k = %2⁩ کے لیے ہیں۔</translation>
    </message>
    <message>
        <source>m/n = %1 / %2 = %3</source>
        <translation>⁦m/n = %1 / %2 = %3⁩</translation>
    </message>
    <message>
        <source>m/n = −k / ln(1 − p^(1/k)) = −%1 / ln(1 − %2^(1/%1)) = %3</source>
        <translation>⁦m/n = −k / ln(1 − p^(1/k)) = −%1 / ln(1 − %2^(1/%1)) = %3⁩</translation>
    </message>
    <message>
        <source>%1 (%2 keys × %3 bytes)</source>
        <translation>⁨%1⁩ (⁨%2⁩ کلیدیں × ⁨%3⁩ بائٹس)</translation>
    </message>
    <message>
        <source>%1× smaller than the keys</source>
        <translation>کلیدوں سے ⁨%1⁩ گنا چھوٹا</translation>
    </message>
    <message>
        <source>%1× larger than the keys</source>
        <translation>کلیدوں سے ⁨%1⁩ گنا بڑا</translation>
    </message>
    <message>
        <source>about as large as the keys</source>
        <translation>تقریباً کلیدوں جتنا بڑا</translation>
    </message>
    <message>
        <source>n × length × 8 / m = %1 × %2 × 8 / %3 = %4</source>
        <translation>⁦n × ⁨لمبائی⁩ × 8 / m = %1 × %2 × 8 / %3 = %4⁩</translation>
    </message>
    <message>
        <source>m / (n × length × 8) = %1 / (%2 × %3 × 8) = %4</source>
        <translation>⁦m / (n × ⁨لمبائی⁩ × 8) = %1 / (%2 × %3 × 8) = %4⁩</translation>
    </message>
    <message>
        <source>log₂(1/p) = log₂(1 / %1) = %2</source>
        <translation>⁦log₂(1/p) = log₂(1 / %1) = %2⁩</translation>
    </message>
    <message>
        <source>f = ⌈log₂(2 × 4 / p)⌉ = ⌈log₂(8 / %1)⌉ = %2</source>
        <translation>⁦f = ⌈log₂(2 × 4 / p)⌉ = ⌈log₂(8 / %1)⌉ = %2⁩</translation>
    </message>
    <message>
        <source>%1 bits: more than a cuckoo filter&apos;s %2</source>
        <translation>⁨%1⁩ بٹ: ککو فلٹر کے ⁨%2⁩ سے زیادہ</translation>
    </message>
    <message>
        <source>A cuckoo filter&apos;s fingerprints have at most %1 bits, which reach rates down to %2; no cuckoo filter here reaches this one.</source>
        <translation>ککو فلٹر کے فنگر پرنٹ زیادہ سے زیادہ ⁨%1⁩ بٹ کے ہوتے ہیں، جن سے شرح ⁨%2⁩ تک کم ہو سکتی ہے؛ یہاں کوئی ککو فلٹر اس شرح تک نہیں پہنچتا۔</translation>
    </message>
    <message>
        <source>Bloom %1, lower bound %2</source>
        <translation>بلوم ⁨%1⁩، نچلی حد ⁨%2⁩</translation>
    </message>
    <message>
        <source>More keys than a cuckoo filter here holds: at most %1.</source>
        <translation>یہاں ککو فلٹر میں اتنی کلیدیں نہیں سما سکتیں: زیادہ سے زیادہ ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>Bucket counts are powers of two, so %1 keys fill only %2 of the slots; filled to the %3 it is built for, the table would take %4 bits per key.</source>
        <translation>بکٹس کی تعداد دو کی طاقت ہوتی ہے، اس لیے ⁨%1⁩ کلیدیں خانوں کا صرف ⁨%2⁩ حصہ بھرتی ہیں؛ جس ⁨%3⁩ لوڈ کے لیے جدول بنایا گیا ہے، اس تک بھرنے پر اسے فی کلید ⁨%4⁩ بٹ درکار ہوں گے۔</translation>
    </message>
    <message>
        <source>4·f·B / 8 = 4 × %1 × %2 / 8 = %3</source>
        <translation>⁦4·f·B / 8 = 4 × %1 × %2 / 8 = %3⁩</translation>
    </message>
    <message>
        <source>Bloom %1, cuckoo %2, lower bound %3</source>
        <translation>بلوم ⁨%1⁩، ککو ⁨%2⁩، نچلی حد ⁨%3⁩</translation>
    </message>
    <message>
        <source>Bloom %1× the lower bound, cuckoo %2×</source>
        <translation>بلوم نچلی حد کا ⁨%1⁩ گنا، ککو ⁨%2⁩ گنا</translation>
    </message>
    <message>
        <source>4·f·B / n = 4 × %1 × %2 / %3 = %4</source>
        <translation>⁦4·f·B / n = 4 × %1 × %2 / %3 = %4⁩</translation>
    </message>
    <message>
        <source>where B = %1 buckets, the power of two at or above ⌈n / (4 × %2)⌉ = %3</source>
        <translation>جہاں ⁦B = %1⁩ بکٹ ہیں: دو کی وہ سب سے چھوٹی طاقت جو ⁦⌈n / (4 × %2)⌉ = %3⁩ کے برابر یا اس سے بڑی ہو</translation>
    </message>
    <message>
        <source>raised to %1 bits, the smallest fingerprint BloomLab&apos;s cuckoo filter takes</source>
        <translation>جسے بڑھا کر ⁨%1⁩ بٹ کیا گیا، جو ⁦BloomLab⁩ کے ککو فلٹر کا سب سے چھوٹا فنگر پرنٹ ہے</translation>
    </message>
</context>
<context>
    <name>SizingCalculator</name>
    <message>
        <source>Enter any two of n, p, m and k</source>
        <translation>⁦n⁩، ⁦p⁩، ⁦m⁩ اور ⁦k⁩ میں سے کوئی سی دو قدریں درج کریں</translation>
    </message>
    <message>
        <source>Keys (n):</source>
        <translation>کلیدیں ⁦(n)⁩:</translation>
    </message>
    <message>
        <source>e.g. 1 billion, 10M, %1</source>
        <translation>مثلاً ⁦1 billion, 10M, %1⁩</translation>
    </message>
    <message>
        <source>How many keys the filter holds</source>
        <translation>فلٹر میں کتنی کلیدیں ہیں</translation>
    </message>
    <message>
        <source>False-positive rate (p):</source>
        <translation>غلط مثبت شرح ⁦(p)⁩:</translation>
    </message>
    <message>
        <source>e.g. 1%, %1, 1e-2, 1 in 100</source>
        <translation>مثلاً ⁦1%, %1, 1e-2, 1 in 100⁩</translation>
    </message>
    <message>
        <source>The share of never-added keys the filter may wrongly call present</source>
        <translation>کبھی شامل نہ کی گئی کلیدوں کا وہ تناسب جنہیں فلٹر غلطی سے موجود بتا سکتا ہے</translation>
    </message>
    <message>
        <source>Size (m):</source>
        <translation>سائز ⁦(m)⁩:</translation>
    </message>
    <message>
        <source>e.g. 958505838, 120 MB, 1.5 GiB</source>
        <translation>مثلاً ⁦958505838, 120 MB, 1.5 GiB⁩</translation>
    </message>
    <message>
        <source>Bits, or a size with a unit: kB/MB/GB (powers of 1000) or KiB/MiB/GiB (powers of 1024)</source>
        <translation>بٹس، یا اکائی کے ساتھ سائز: kB/MB/GB (1000 کی طاقتیں) یا KiB/MiB/GiB (1024 کی طاقتیں)</translation>
    </message>
    <message>
        <source>Hash functions (k):</source>
        <translation>ہیش فنکشنز ⁦(k)⁩:</translation>
    </message>
    <message>
        <source>e.g. 7</source>
        <translation>مثلاً 7</translation>
    </message>
    <message>
        <source>How many bits each key sets</source>
        <translation>ہر کلید کتنے بٹ سیٹ کرتی ہے</translation>
    </message>
    <message>
        <source>Average key length (bytes):</source>
        <translation>کلید کی اوسط لمبائی (بائٹس):</translation>
    </message>
    <message>
        <source>e.g. 70</source>
        <translation>مثلاً 70</translation>
    </message>
    <message>
        <source>To compare with storing the keys themselves</source>
        <translation>خود کلیدیں محفوظ کرنے سے موازنے کے لیے</translation>
    </message>
    <message>
        <source>The URL example: 1 billion URLs at 1%</source>
        <translation>⁦URL⁩ والی مثال: 1% کی شرح پر 1 ارب ⁦URLs⁩</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>صاف کریں (&amp;L)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>نتیجہ</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>فی کلید بٹس:</translation>
    </message>
    <message>
        <source>Filter memory:</source>
        <translation>فلٹر کی میموری:</translation>
    </message>
    <message>
        <source>Storing the keys:</source>
        <translation>خود کلیدیں محفوظ کرنے پر:</translation>
    </message>
    <message>
        <source>The filter is:</source>
        <translation>فلٹر کا سائز:</translation>
    </message>
    <message>
        <source>Problem with %1</source>
        <translation>⁨%1⁩ میں مسئلہ</translation>
    </message>
    <message>
        <source>Fix the field marked above.</source>
        <translation>اوپر نشان زدہ خانہ درست کریں۔</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n more value(s).</source>
        <translation>
            <numerusform>مزید ⁨%Ln⁩ قدر درج کریں۔</numerusform>
            <numerusform>مزید ⁨%Ln⁩ قدریں درج کریں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter exactly two values; clear the others.</source>
        <translation>ٹھیک دو قدریں درج کریں؛ باقی صاف کر دیں۔</translation>
    </message>
    <message>
        <source>This cannot be negative.</source>
        <translation>یہ منفی نہیں ہو سکتا۔</translation>
    </message>
    <message>
        <source>“%1” is not a number this box reads (%2).</source>
        <translation>”⁨%1⁩“ ایسا عدد نہیں جو یہ خانہ پڑھ سکے (⁨%2⁩)۔</translation>
    </message>
    <message>
        <source>How %1 was worked out</source>
        <translation>⁨%1⁩ کا حساب کیسے لگایا گیا</translation>
    </message>
    <message>
        <source>Note on %1</source>
        <translation>⁨%1⁩ کے بارے میں نوٹ</translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported.</source>
        <translation>زیادہ سے زیادہ ⁨%1⁩ ہیش فنکشنز کی سہولت موجود ہے۔</translation>
    </message>
    <message>
        <source>This is more than BloomLab can count (at most %1).</source>
        <translation>یہ اس سے زیادہ ہے جتنا ⁦BloomLab⁩ گن سکتا ہے (زیادہ سے زیادہ ⁨%1⁩)۔</translation>
    </message>
    <message>
        <source>Against a cuckoo filter and the lower bound</source>
        <translation>ککو فلٹر اور نچلی حد سے موازنہ</translation>
    </message>
    <message>
        <source>Cuckoo fingerprint (f):</source>
        <translation>ککو فنگر پرنٹ ⁦(f)⁩:</translation>
    </message>
    <message>
        <source>Cuckoo bits per key:</source>
        <translation>ککو فلٹر میں فی کلید بٹس:</translation>
    </message>
    <message>
        <source>Cuckoo filter memory:</source>
        <translation>ککو فلٹر کی میموری:</translation>
    </message>
    <message>
        <source>Lower bound, bits per key:</source>
        <translation>نچلی حد، فی کلید بٹس:</translation>
    </message>
    <message>
        <source>Bits per key compared:</source>
        <translation>فی کلید بٹس کا موازنہ:</translation>
    </message>
    <message>
        <source>This rate is closer to 0 than BloomLab can compute with (the smallest is %1).</source>
        <translation>یہ شرح 0 کے اتنی قریب ہے کہ ⁦BloomLab⁩ اس سے حساب نہیں کر سکتا (سب سے چھوٹی ممکن شرح ⁨%1⁩ ہے)۔</translation>
    </message>
</context>
<context>
    <name>SliceBandsView</name>
    <message>
        <source>Slices</source>
        <translation>حصے</translation>
    </message>
    <message>
        <source>Slice %1: m = %2 bits, k = %3, error budget %4, %5 of %6 keys, %7 of bits set</source>
        <translation>حصہ ⁨%1⁩: ⁦m = %2⁩ بٹ، ⁦k = %3⁩، غلطی بجٹ ⁨%4⁩، ⁨%6⁩ میں سے ⁨%5⁩ کلیدیں، ⁨%7⁩ بٹس سیٹ شدہ</translation>
    </message>
    <message numerus="yes">
        <source>%Ln earlier slice(s) not shown; the newest follow.</source>
        <translation>
            <numerusform>پچھلا ⁨%Ln⁩ حصہ نہیں دکھایا گیا؛ سب سے نئے حصے نیچے ہیں۔</numerusform>
            <numerusform>پچھلے ⁨%Ln⁩ حصے نہیں دکھائے گئے؛ سب سے نئے حصے نیچے ہیں۔</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlicesStage</name>
    <message>
        <source>Slices of the scalable filter</source>
        <translation>قابلِ توسیع فلٹر کے حصے</translation>
    </message>
    <message>
        <source>Keys added: %1 (design capacity %2)</source>
        <translation>شامل کی گئی کلیدیں: ⁨%1⁩ (طے شدہ گنجائش ⁨%2⁩)</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) already looked present (a false positive while adding) and were not stored, so the slices hold %1.</source>
        <translation>
            <numerusform>⁨%Ln⁩ کلید پہلے ہی موجود لگ رہی تھی (شامل کرتے وقت غلط مثبت)، اس لیے اسے دوبارہ محفوظ نہیں کیا گیا؛ چنانچہ حصوں میں ⁨%1⁩ کلیدیں ہیں۔</numerusform>
            <numerusform>⁨%Ln⁩ کلیدیں پہلے ہی موجود لگ رہی تھیں (شامل کرتے وقت غلط مثبت)، اس لیے انہیں دوبارہ محفوظ نہیں کیا گیا؛ چنانچہ حصوں میں ⁨%1⁩ کلیدیں ہیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Slices: %1</source>
        <translation>حصے: ⁨%1⁩</translation>
    </message>
    <message>
        <source>Scalable filter: measured %1 (%5 interval %2 to %3, over %4 probe keys)</source>
        <translation>قابلِ توسیع فلٹر: ناپی گئی شرح ⁨%1⁩ (⁨%5⁩ وقفہ ⁨%2⁩ سے ⁨%3⁩، ⁨%4⁩ جانچ کلیدوں پر)</translation>
    </message>
    <message>
        <source>Expected from its bits: %1; compound bound %2; target %3</source>
        <translation>اس کے بٹس سے متوقع: ⁨%1⁩؛ مجموعی حد ⁨%2⁩؛ ہدف ⁨%3⁩</translation>
    </message>
    <message>
        <source>Why above the bound? The bound is the average over every filter built this way; these keys happened to set more bits than average, as the expected rate shows.</source>
        <translation>حد سے اوپر کیوں؟ یہ حد اس طرح بنائے گئے تمام فلٹرز کی اوسط ہے؛ اتفاق سے ان کلیدوں نے اوسط سے زیادہ بٹس سیٹ کیے، جیسا کہ متوقع شرح سے ظاہر ہے۔</translation>
    </message>
    <message>
        <source>Why above the bound? Its bits predict a rate within the bound; this set of probe keys happened to find more false positives, which the interval allows for.</source>
        <translation>حد سے اوپر کیوں؟ اس کے بٹس کے مطابق شرح حد کے اندر ہونی چاہیے؛ اتفاق سے جانچ کی ان کلیدوں کو زیادہ غلط مثبت ملے، جس کی گنجائش وقفے میں موجود ہے۔</translation>
    </message>
    <message>
        <source>Fixed filter: measured %1</source>
        <translation>مقررہ فلٹر: ناپی گئی شرح ⁨%1⁩</translation>
    </message>
    <message>
        <source>Memory: fixed %1, scalable %2</source>
        <translation>میموری: مقررہ ⁨%1⁩، قابلِ توسیع ⁨%2⁩</translation>
    </message>
</context>
<context>
    <name>SstFilesView</name>
    <message>
        <source>SST files and their filters</source>
        <translation>⁦SST⁩ فائلیں اور ان کے فلٹر</translation>
    </message>
    <message>
        <source>outside its key range: not asked</source>
        <translation>اس کی کلیدوں کی حد سے باہر: پوچھا نہیں گیا</translation>
    </message>
    <message>
        <source>filter: definitely not — skipped</source>
        <translation>فلٹر: یقینی طور پر نہیں — چھوڑ دی گئی</translation>
    </message>
    <message>
        <source>not reached: found in a newer file</source>
        <translation>یہاں تک نہیں پہنچی: ایک نئی فائل میں مل گئی</translation>
    </message>
    <message numerus="yes">
        <source>filter: maybe — %n block(s) read, found</source>
        <translation>
            <numerusform>فلٹر: شاید — ⁨%Ln⁩ بلاک پڑھا گیا، مل گئی</numerusform>
            <numerusform>فلٹر: شاید — ⁨%Ln⁩ بلاک پڑھے گئے، مل گئی</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>filter: maybe — %n block(s) read for nothing (false positive)</source>
        <translation>
            <numerusform>فلٹر: شاید — ⁨%Ln⁩ بلاک بے فائدہ پڑھا گیا (غلط مثبت)</numerusform>
            <numerusform>فلٹر: شاید — ⁨%Ln⁩ بلاک بے فائدہ پڑھے گئے (غلط مثبت)</numerusform>
        </translation>
    </message>
    <message>
        <source>File %1, %2 keys%3</source>
        <translation>فائل ⁨%1⁩، ⁨%2⁩ کلیدیں⁨%3⁩</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>: ⁨%1⁩</translation>
    </message>
    <message>
        <source>Build the databases to see their SST files.</source>
        <translation>ان کی ⁦SST⁩ فائلیں دیکھنے کے لیے ڈیٹا بیسز بنائیں۔</translation>
    </message>
    <message>
        <source>#%1 · L%2 · %3 keys</source>
        <translation>⁦#%1 · L%2⁩ · ⁨%3⁩ کلیدیں</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>BloomLab teaches Bloom filters by showing every step.</source>
        <translation>⁦BloomLab⁩ ہر قدم دکھا کر بلوم فلٹرز سکھاتا ہے۔</translation>
    </message>
    <message>
        <source>Open the page &lt;name&gt;: %1.</source>
        <translation>صفحہ &lt;نام&gt; کھولیں: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>Use the language &lt;code&gt;: %1.</source>
        <translation>زبان &lt;کوڈ&gt; استعمال کریں: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>code</source>
        <translation>کوڈ</translation>
    </message>
    <message>
        <source>Render the window at 1280×800, save it as a PNG to &lt;file&gt; and exit.</source>
        <translation>ونڈو کو ⁦1280×800⁩ پر بنائیں، اسے ⁦PNG⁩ کے طور پر &lt;فائل&gt; میں محفوظ کریں اور بند ہو جائیں۔</translation>
    </message>
    <message>
        <source>file</source>
        <translation>فائل</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;. Choose one of: %2.</source>
        <translation>نامعلوم صفحہ &quot;⁨%1⁩&quot;۔ ان میں سے کوئی ایک منتخب کریں: ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;. Choose one of: %2.</source>
        <translation>نامعلوم زبان &quot;⁨%1⁩&quot;۔ ان میں سے کوئی ایک منتخب کریں: ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>⁦--screenshot⁩ کے لیے فائل کا نام درکار ہے۔</translation>
    </message>
    <message>
        <source>A session (.bloomlab) or filter (.bloom) to open.</source>
        <translation>کھولنے کے لیے کوئی سیشن ⁦(.bloomlab)⁩ یا فلٹر ⁦(.bloom)⁩۔</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[فائل]</translation>
    </message>
    <message>
        <source>Give at most one file to open.</source>
        <translation>کھولنے کے لیے زیادہ سے زیادہ ایک فائل دیں۔</translation>
    </message>
    <message>
        <source>Open the lesson &lt;id&gt; on the Lessons page: %1.</source>
        <translation>اسباق کے صفحے پر سبق &lt;آئی ڈی&gt; کھولیں: ⁨%1⁩۔</translation>
    </message>
    <message>
        <source>id</source>
        <translation>آئی ڈی</translation>
    </message>
    <message>
        <source>With --lesson, open its step &lt;n&gt;, counted from 1.</source>
        <translation>⁦--lesson⁩ کے ساتھ: اس سبق کا قدم &lt;n&gt; کھولیں، گنتی 1 سے شروع ہوتی ہے۔</translation>
    </message>
    <message>
        <source>n</source>
        <translation>⁦n⁩</translation>
    </message>
    <message>
        <source>Unknown lesson &quot;%1&quot;. Choose one of: %2.</source>
        <translation>نامعلوم سبق &quot;⁨%1⁩&quot;۔ ان میں سے کوئی ایک منتخب کریں: ⁨%2⁩۔</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has steps 1 to %2.</source>
        <translation>سبق &quot;⁨%1⁩&quot; میں قدم 1 سے ⁨%2⁩ تک ہیں۔</translation>
    </message>
    <message>
        <source>--step needs --lesson.</source>
        <translation>⁦--step⁩ کے لیے ⁦--lesson⁩ درکار ہے۔</translation>
    </message>
</context>
<context>
    <name>StorageController</name>
    <message>
        <source>not built</source>
        <translation>نہیں بنایا گیا</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>⁨%1⁩ کلیدیں</translation>
    </message>
    <message>
        <source>Writing %1 SST files of %2 keys each, with and without filters…</source>
        <translation>⁨%1⁩ ⁦SST⁩ فائلیں، ہر ایک میں ⁨%2⁩ کلیدیں، لکھی جا رہی ہیں، فلٹرز کے ساتھ اور ان کے بغیر…</translation>
    </message>
    <message>
        <source>Built: %1 overlapping SST files, each with its own filter at %2 bits per key. Look up a key or run a batch.</source>
        <translation>تیار: ⁨%1⁩ اوورلیپ کرنے والی ⁦SST⁩ فائلیں، ہر ایک کا اپنا فلٹر، ⁨%2⁩ بٹ فی کلید پر۔ کوئی کلید تلاش کریں یا بیچ چلائیں۔</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>تلاش ہو رہی ہے…</translation>
    </message>
    <message>
        <source>Found.</source>
        <translation>مل گئی۔</translation>
    </message>
    <message>
        <source>Not in the database.</source>
        <translation>ڈیٹا بیس میں نہیں ہے۔</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ہاں</translation>
    </message>
    <message>
        <source>no</source>
        <translation>نہیں</translation>
    </message>
    <message>
        <source>Lookup of %1</source>
        <translation>⁨%1⁩ کی تلاش</translation>
    </message>
    <message>
        <source>Filter&apos;s answer</source>
        <translation>فلٹر کا جواب</translation>
    </message>
    <message>
        <source>Blocks read</source>
        <translation>پڑھے گئے بلاک</translation>
    </message>
    <message>
        <source>Key found here</source>
        <translation>کلید یہاں ملی</translation>
    </message>
    <message>
        <source>not asked: outside the file&apos;s key range</source>
        <translation>پوچھا نہیں گیا: فائل کی کلیدوں کی حد سے باہر</translation>
    </message>
    <message>
        <source>definitely not</source>
        <translation>یقینی طور پر نہیں</translation>
    </message>
    <message>
        <source>maybe (a false positive)</source>
        <translation>شاید (غلط مثبت)</translation>
    </message>
    <message>
        <source>maybe</source>
        <translation>شاید</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>یہاں تک نہیں پہنچی</translation>
    </message>
    <message>
        <source>File %1</source>
        <translation>فائل ⁨%1⁩</translation>
    </message>
    <message>
        <source>Looking up %1 keys in both databases…</source>
        <translation>دونوں ڈیٹا بیسز میں ⁨%1⁩ کلیدیں تلاش کی جا رہی ہیں…</translation>
    </message>
    <message>
        <source>Batch of lookups</source>
        <translation>تلاشوں کا بیچ</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>With filters</source>
        <translation>فلٹرز کے ساتھ</translation>
    </message>
    <message>
        <source>Without filters</source>
        <translation>فلٹرز کے بغیر</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>⁨%1⁩ (⁨%2⁩)</translation>
    </message>
    <message>
        <source>Data blocks read</source>
        <translation>پڑھے گئے ڈیٹا بلاک</translation>
    </message>
    <message>
        <source>Block reads avoided</source>
        <translation>بچائی گئی بلاک ریڈز</translation>
    </message>
    <message>
        <source>Files skipped by a filter (BLOOM_FILTER_USEFUL)</source>
        <translation>فلٹر کی وجہ سے چھوڑی گئی فائلیں ⁦(BLOOM_FILTER_USEFUL)⁩</translation>
    </message>
    <message>
        <source>Filter said maybe (BLOOM_FILTER_FULL_POSITIVE)</source>
        <translation>فلٹر نے کہا شاید ⁦(BLOOM_FILTER_FULL_POSITIVE)⁩</translation>
    </message>
    <message>
        <source>… and the key was there (BLOOM_FILTER_FULL_TRUE_POSITIVE)</source>
        <translation>… اور کلید وہاں موجود تھی ⁦(BLOOM_FILTER_FULL_TRUE_POSITIVE)⁩</translation>
    </message>
    <message>
        <source>False positives, measured</source>
        <translation>غلط مثبت، ناپے گئے</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>⁨%1⁩ (⁨%2⁩ سے ⁨%3⁩)</translation>
    </message>
    <message>
        <source>Time per lookup</source>
        <translation>فی تلاش وقت</translation>
    </message>
    <message>
        <source>Answers that differ from the database without filters</source>
        <translation>وہ جوابات جو فلٹرز کے بغیر ڈیٹا بیس سے مختلف ہیں</translation>
    </message>
    <message>
        <source>False negatives</source>
        <translation>غلط منفی</translation>
    </message>
    <message>
        <source>%1 lookups</source>
        <translation>⁨%1⁩ تلاشیں</translation>
    </message>
    <message>
        <source>%1 block reads</source>
        <translation>⁨%1⁩ بلاک ریڈز</translation>
    </message>
    <message>
        <source>%1 files skipped</source>
        <translation>⁨%1⁩ فائلیں چھوڑی گئیں</translation>
    </message>
    <message>
        <source>The filters saved %1 of the block reads. A false positive cost one read more, never a wrong answer: %2 answers differ from the database without filters.</source>
        <translation>فلٹرز نے بلاک ریڈز میں سے ⁨%1⁩ بچا لیں۔ ایک غلط مثبت کی قیمت ایک اضافی ریڈ تھی، کبھی غلط جواب نہیں: ⁨%2⁩ جوابات فلٹرز کے بغیر ڈیٹا بیس سے مختلف ہیں۔</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>اسکین ہو رہا ہے…</translation>
    </message>
    <message>
        <source>Range scans</source>
        <translation>رینج اسکین</translation>
    </message>
    <message>
        <source>Keys returned</source>
        <translation>واپس ملی کلیدیں</translation>
    </message>
    <message>
        <source>Prefix filter checks</source>
        <translation>پری فکس فلٹر کی جانچیں</translation>
    </message>
    <message>
        <source>Files skipped by the prefix filter</source>
        <translation>پری فکس فلٹر کی وجہ سے چھوڑی گئی فائلیں</translation>
    </message>
    <message>
        <source>%1 keys from %2, whole-key filters</source>
        <translation>⁨%2⁩ سے ⁨%1⁩ کلیدیں، پوری کلید والے فلٹرز</translation>
    </message>
    <message>
        <source>%1 keys from %2, no filters</source>
        <translation>⁨%2⁩ سے ⁨%1⁩ کلیدیں، بغیر فلٹرز</translation>
    </message>
    <message>
        <source>Prefix %1 (no key has it), scan bounded to the prefix</source>
        <translation>پری فکس ⁨%1⁩ (کسی کلید میں نہیں)، اسکین پری فکس تک محدود</translation>
    </message>
    <message>
        <source>Prefix %1 (no key has it), scan not bounded</source>
        <translation>پری فکس ⁨%1⁩ (کسی کلید میں نہیں)، اسکین غیر محدود</translation>
    </message>
    <message>
        <source>Prefix %1 (keys have it), scan bounded to the prefix</source>
        <translation>پری فکس ⁨%1⁩ (کلیدوں میں موجود)، اسکین پری فکس تک محدود</translation>
    </message>
    <message>
        <source>Prefix %1 (keys have it), scan not bounded</source>
        <translation>پری فکس ⁨%1⁩ (کلیدوں میں موجود)، اسکین غیر محدود</translation>
    </message>
    <message>
        <source>A range scan reads the same %1 blocks with whole-key filters as without: a filter answers “is this key here?”, and a scan asks for every key in a range. A prefix filter can skip a file only when the scan stays inside one prefix.</source>
        <translation>رینج اسکین پوری کلید والے فلٹرز کے ساتھ بھی اتنے ہی ⁨%1⁩ بلاک پڑھتا ہے جتنے ان کے بغیر: فلٹر “کیا یہ کلید یہاں ہے؟” کا جواب دیتا ہے، جبکہ اسکین کسی حد کی ہر کلید مانگتا ہے۔ پری فکس فلٹر کسی فائل کو صرف تب چھوڑ سکتا ہے جب اسکین ایک ہی پری فکس کے اندر رہے۔</translation>
    </message>
    <message>
        <source>Compacting every file into one…</source>
        <translation>تمام فائلوں کو ایک میں کمپیکٹ کیا جا رہا ہے…</translation>
    </message>
    <message>
        <source>Compaction</source>
        <translation>کمپیکشن</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>پہلے</translation>
    </message>
    <message>
        <source>After</source>
        <translation>بعد میں</translation>
    </message>
    <message>
        <source>SST files</source>
        <translation>⁦SST⁩ فائلیں</translation>
    </message>
    <message>
        <source>Filter bytes (filter_size, summed)</source>
        <translation>فلٹر بائٹس (⁦filter_size⁩، کل جمع)</translation>
    </message>
    <message>
        <source>Filter policy (filter_policy_name)</source>
        <translation>فلٹر پالیسی (⁦filter_policy_name⁩)</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>فی کلید بٹس</translation>
    </message>
    <message>
        <source>False positives after, measured</source>
        <translation>بعد کے غلط مثبت، ناپے گئے</translation>
    </message>
    <message>
        <source>False positives after, formula</source>
        <translation>بعد کے غلط مثبت، فارمولے سے</translation>
    </message>
    <message>
        <source>Compaction merged %1 files into %2 and wrote a new filter into it at %3 bits per key: the filter lives inside its SST file, so it is rebuilt whenever the file is.</source>
        <translation>کمپیکشن نے ⁨%1⁩ فائلوں کو ملا کر ⁨%2⁩ میں ضم کیا اور اس میں ⁨%3⁩ بٹ فی کلید پر نیا فلٹر لکھا: فلٹر اپنی ⁦SST⁩ فائل کے اندر رہتا ہے، اس لیے جب بھی فائل دوبارہ بنتی ہے، فلٹر بھی دوبارہ بنتا ہے۔</translation>
    </message>
    <message>
        <source>Compaction merged %1 files into %2 and wrote a new filter for the merged keys: the filter lives inside its SST file, so it is rebuilt whenever the file is.</source>
        <translation>کمپیکشن نے ⁨%1⁩ فائلوں کو ملا کر ⁨%2⁩ میں ضم کیا اور ضم شدہ کلیدوں کے لیے نیا فلٹر لکھا: فلٹر اپنی ⁦SST⁩ فائل کے اندر رہتا ہے، اس لیے جب بھی فائل دوبارہ بنتی ہے، فلٹر بھی دوبارہ بنتا ہے۔</translation>
    </message>
    <message>
        <source>Building and measuring a database for each bits per key from %1 to %2…</source>
        <translation>⁨%1⁩ سے ⁨%2⁩ تک فی کلید بٹس کی ہر قدر کے لیے ایک ڈیٹا بیس بنایا اور ناپا جا رہا ہے…</translation>
    </message>
    <message>
        <source>k</source>
        <translation>⁦k⁩</translation>
    </message>
    <message>
        <source>Filter bytes</source>
        <translation>فلٹر بائٹس</translation>
    </message>
    <message>
        <source>Each added bit per key cuts the false positives by more than a third, and the block reads they cost with them; the filter grows by one bit per key.</source>
        <translation>فی کلید ہر اضافی بٹ غلط مثبت کو ایک تہائی سے زیادہ کم کر دیتا ہے، اور ان کی وجہ سے ہونے والی بلاک ریڈز کو بھی؛ فلٹر فی کلید ایک بٹ بڑھ جاتا ہے۔</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) · %1 of filters</source>
        <translation>
            <numerusform>⁨%Ln⁩ فائل · فلٹرز کے ⁨%1⁩</numerusform>
            <numerusform>⁨%Ln⁩ فائلیں · فلٹرز کے ⁨%1⁩</numerusform>
        </translation>
    </message>
    <message>
        <source>Lookups (in brackets: of keys not in the database)</source>
        <translation>تلاشیں (قوسین میں: ان میں سے ڈیٹا بیس میں غیر موجود کلیدوں کی)</translation>
    </message>
    <message>
        <source>False positives, formula for one cache line per key (k = %1, %2 bits per key)</source>
        <translation>غلط مثبت، ہر کلید کے لیے ایک کیش لائن والا فارمولا (⁦k = %1⁩، فی کلید ⁨%2⁩ بٹ)</translation>
    </message>
    <message>
        <source>False positives, cache-line formula</source>
        <translation>غلط مثبت، کیش لائن والا فارمولا</translation>
    </message>
    <message>
        <source>The database without filters gives the same answer.</source>
        <translation>فلٹرز کے بغیر ڈیٹا بیس بھی یہی جواب دیتا ہے۔</translation>
    </message>
    <message>
        <source>The database without filters gives a different answer: a filter said definitely not to a key its file holds.</source>
        <translation>فلٹرز کے بغیر ڈیٹا بیس مختلف جواب دیتا ہے: کسی فلٹر نے ایسی کلید کو یقینی طور پر نہیں کہا جو اس کی فائل میں موجود ہے۔</translation>
    </message>
    <message>
        <source>%1 %2 filters said definitely not (no read), %3 said maybe, %4 of them wrongly. Blocks read: %5 with filters, %6 without. %7</source>
        <translation>⁨%1⁩ ⁨%2⁩ فلٹرز نے کہا یقینی طور پر نہیں (کوئی ریڈ نہیں)، ⁨%3⁩ نے کہا شاید، جن میں سے ⁨%4⁩ نے غلط کہا۔ پڑھے گئے بلاک: فلٹرز کے ساتھ ⁨%5⁩، ان کے بغیر ⁨%6⁩۔ %7</translation>
    </message>
</context>
<context>
    <name>StorageTab</name>
    <message>
        <source>A storage engine built as an LSM tree (RocksDB here, the real one) writes keys in sorted files, SSTables, and never changes a file once written. A key may be in any of several files, so a lookup would read a block of each. Every file carries its own Bloom filter: a “definitely not” skips the file without reading it, a false positive costs one read for nothing, never a wrong answer.</source>
        <translation>⁦LSM⁩ ٹری کی صورت میں بنا اسٹوریج انجن (یہاں ⁦RocksDB⁩، اصل والا) کلیدوں کو ترتیب وار فائلوں، یعنی ⁦SSTables⁩، میں لکھتا ہے اور کسی فائل کو ایک بار لکھنے کے بعد کبھی نہیں بدلتا۔ کوئی کلید کئی فائلوں میں سے کسی میں بھی ہو سکتی ہے، اس لیے ایک تلاش کو ہر فائل کا ایک بلاک پڑھنا پڑتا۔ ہر فائل کا اپنا بلوم فلٹر ہوتا ہے: “یقینی طور پر نہیں” کا جواب فائل کو پڑھے بغیر چھوڑ دیتا ہے، اور غلط مثبت کی قیمت ایک بے فائدہ ریڈ ہے، کبھی غلط جواب نہیں۔</translation>
    </message>
    <message>
        <source>Lookup</source>
        <translation>تلاش</translation>
    </message>
    <message>
        <source>A filter per SST file</source>
        <translation>ہر ⁦SST⁩ فائل کا ایک فلٹر</translation>
    </message>
    <message>
        <source>Data blocks on disk</source>
        <translation>ڈسک پر ڈیٹا بلاک</translation>
    </message>
    <message>
        <source>rocksdb-results.csv</source>
        <translation>rocksdb-results.csv</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>ڈیٹا بیسز</translation>
    </message>
    <message>
        <source>Build both databases</source>
        <translation>دونوں ڈیٹا بیس بنائیں</translation>
    </message>
    <message>
        <source>SST files:</source>
        <translation>⁦SST⁩ فائلیں:</translation>
    </message>
    <message>
        <source>Keys per file:</source>
        <translation>فی فائل کلیدیں:</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>فی کلید بٹس:</translation>
    </message>
    <message>
        <source>Point lookups</source>
        <translation>ایک ایک کلید کی تلاش</translation>
    </message>
    <message>
        <source>A key, e.g. 4216:order:00012346</source>
        <translation>کوئی کلید، مثلاً ⁦4216:order:00012346⁩</translation>
    </message>
    <message>
        <source>Key to look up</source>
        <translation>تلاش کرنے کے لیے کلید</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>تلاش کریں</translation>
    </message>
    <message>
        <source>A key that is there</source>
        <translation>ایسی کلید جو موجود ہے</translation>
    </message>
    <message>
        <source>A key that is not</source>
        <translation>ایسی کلید جو موجود نہیں</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Run the batch</source>
        <translation>بیچ چلائیں</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>کلید:</translation>
    </message>
    <message>
        <source>Lookups in a batch:</source>
        <translation>ایک بیچ میں تلاشیں:</translation>
    </message>
    <message>
        <source>Keys not in the database:</source>
        <translation>ڈیٹا بیس میں غیر موجود کلیدیں:</translation>
    </message>
    <message>
        <source>Range scan and compaction</source>
        <translation>رینج اسکین اور کمپیکشن</translation>
    </message>
    <message>
        <source>Scan from the key above</source>
        <translation>اوپر والی کلید سے اسکین کریں</translation>
    </message>
    <message>
        <source>With a new bits per key:</source>
        <translation>فی کلید بٹس کی نئی قدر کے ساتھ:</translation>
    </message>
    <message>
        <source>Compact into one file</source>
        <translation>ایک فائل میں کمپیکٹ کریں</translation>
    </message>
    <message>
        <source>Keys to scan:</source>
        <translation>اسکین کرنے کے لیے کلیدیں:</translation>
    </message>
    <message>
        <source>Bits-per-key sweep</source>
        <translation>فی کلید بٹس کا سویپ</translation>
    </message>
    <message>
        <source>Run the sweep</source>
        <translation>سویپ چلائیں</translation>
    </message>
    <message>
        <source>From bits per key:</source>
        <translation>ابتدائی فی کلید بٹس:</translation>
    </message>
    <message>
        <source>To bits per key:</source>
        <translation>آخری فی کلید بٹس:</translation>
    </message>
</context>
<context>
    <name>SweepChart</name>
    <message>
        <source>False positives, measured</source>
        <translation>غلط مثبت، ناپے گئے</translation>
    </message>
    <message>
        <source>Block reads avoided</source>
        <translation>بچائی گئی بلاک ریڈز</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>فی کلید بٹس</translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation>غلط مثبت شرح</translation>
    </message>
    <message>
        <source>Bits-per-key sweep chart</source>
        <translation>فی کلید بٹس کے سویپ کا چارٹ</translation>
    </message>
    <message>
        <source>Block reads avoided (%)</source>
        <translation>بچائی گئی بلاک ریڈز (%)</translation>
    </message>
    <message>
        <source>False positives, cache-line formula</source>
        <translation>غلط مثبت، کیش لائن والا فارمولا</translation>
    </message>
</context>
<context>
    <name>SystemDiagram</name>
    <message>
        <source>System diagram</source>
        <translation>نظام کا خاکہ</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>⁨%1⁩ (⁨%2⁩)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>، </translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>⁨%1⁩ سے ⁨%2⁩ تک</translation>
    </message>
    <message>
        <source>. Last request: %1</source>
        <translation>۔ آخری درخواست: ⁨%1⁩</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>، پھر </translation>
    </message>
</context>
<context>
    <name>SystemTab</name>
    <message>
        <source>Export results as CSV…</source>
        <translation>نتائج ⁦CSV⁩ کے طور پر برآمد کریں…</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>نتائج برآمد کریں</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV فائلیں (*.csv)</translation>
    </message>
</context>
<context>
    <name>SystemsMessages</name>
    <message>
        <source>%1 is not an SQLite database. BloomLab left it as it is; choose another file or a new name.</source>
        <translation>⁨%1⁩ کوئی ⁦SQLite⁩ ڈیٹا بیس نہیں ہے۔ ⁦BloomLab⁩ نے اسے جوں کا توں چھوڑ دیا ہے؛ کوئی اور فائل یا نیا نام منتخب کریں۔</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program (it has no BloomLab users table). BloomLab left it as it is; choose a new file name.</source>
        <translation>⁨%1⁩ کسی دوسرے پروگرام کا ⁦SQLite⁩ ڈیٹا بیس ہے (اس میں ⁦BloomLab⁩ کا صارفین والا جدول نہیں ہے)۔ ⁦BloomLab⁩ نے اسے جوں کا توں چھوڑ دیا ہے؛ فائل کا نیا نام منتخب کریں۔</translation>
    </message>
    <message>
        <source>%1 was written by a newer BloomLab. This version left it as it is; update BloomLab or choose another file.</source>
        <translation>⁨%1⁩ کو ⁦BloomLab⁩ کے نئے ورژن نے لکھا تھا۔ اس ورژن نے اسے جوں کا توں چھوڑ دیا ہے؛ ⁦BloomLab⁩ کو اپ ڈیٹ کریں یا کوئی اور فائل منتخب کریں۔</translation>
    </message>
    <message>
        <source>%1 cannot be written (the file, its folder or its disk is read-only). Choose a file in a folder you can write to.</source>
        <translation>⁨%1⁩ میں لکھا نہیں جا سکتا (فائل، اس کا فولڈر یا اس کی ڈسک صرف پڑھنے کے لیے ہے)۔ کسی ایسے فولڈر میں فائل منتخب کریں جس میں آپ لکھ سکیں۔</translation>
    </message>
    <message>
        <source>%1 is locked by another program that is writing to it. Close that program, or wait, and try again.</source>
        <translation>⁨%1⁩ کو ایک دوسرے پروگرام نے لاک کر رکھا ہے جو اس میں لکھ رہا ہے۔ وہ پروگرام بند کریں، یا انتظار کریں، اور دوبارہ کوشش کریں۔</translation>
    </message>
    <message>
        <source>The database cannot be created there: the folder of %1 does not exist or cannot be written.</source>
        <translation>ڈیٹا بیس وہاں نہیں بنایا جا سکتا: ⁨%1⁩ کا فولڈر موجود نہیں یا اس میں لکھا نہیں جا سکتا۔</translation>
    </message>
    <message>
        <source>That name is taken: the database already has it.</source>
        <translation>یہ نام لیا جا چکا ہے: ڈیٹا بیس میں یہ پہلے سے موجود ہے۔</translation>
    </message>
    <message>
        <source>SQLite could not do that with %1 (the disk may be full). Nothing was changed.</source>
        <translation>⁦SQLite⁩ یہ کام ⁨%1⁩ کے ساتھ نہیں کر سکا (ہو سکتا ہے ڈسک بھری ہوئی ہو)۔ کچھ بھی تبدیل نہیں کیا گیا۔</translation>
    </message>
    <message>
        <source>Cancelled. The database is as it was before.</source>
        <translation>منسوخ کر دیا گیا۔ ڈیٹا بیس پہلے جیسا ہی ہے۔</translation>
    </message>
    <message>
        <source>Redis is not installed on this computer (no redis-server was found). Install the redis-server package, or keep the filter in this process.</source>
        <translation>اس کمپیوٹر پر ⁦Redis⁩ انسٹال نہیں ہے (کوئی ⁦redis-server⁩ نہیں ملا)۔ ⁦redis-server⁩ پیکیج انسٹال کریں، یا فلٹر کو اسی پروسیس میں رکھیں۔</translation>
    </message>
    <message>
        <source>redis-server is installed but did not start.</source>
        <translation>⁦redis-server⁩ انسٹال ہے لیکن شروع نہیں ہوا۔</translation>
    </message>
    <message>
        <source>redis-server is installed but did not start. It said: %1</source>
        <translation>⁦redis-server⁩ انسٹال ہے لیکن شروع نہیں ہوا۔ اس نے کہا: ⁨%1⁩</translation>
    </message>
    <message>
        <source>No Redis server answered there. Check the host and port, and that the server is running.</source>
        <translation>وہاں کسی ⁦Redis⁩ سرور نے جواب نہیں دیا۔ ہوسٹ اور پورٹ جانچیں، اور یہ بھی کہ سرور چل رہا ہے۔</translation>
    </message>
    <message>
        <source>The Redis server refused the password (or needs one). Check the password.</source>
        <translation>⁦Redis⁩ سرور نے پاس ورڈ مسترد کر دیا (یا اسے پاس ورڈ درکار ہے)۔ پاس ورڈ جانچیں۔</translation>
    </message>
    <message>
        <source>The Redis server stopped answering in the middle of the run (it was stopped or it crashed). The run stopped; the database was not changed.</source>
        <translation>⁦Redis⁩ سرور نے رن کے دوران جواب دینا بند کر دیا (اسے روک دیا گیا یا وہ کریش ہو گیا)۔ رن رک گیا؛ ڈیٹا بیس میں کوئی تبدیلی نہیں ہوئی۔</translation>
    </message>
    <message>
        <source>This filter needs more than 2³² bits, the most a Redis string can hold. Choose a larger false-positive rate or fewer users.</source>
        <translation>اس فلٹر کو 2³² سے زیادہ بٹس درکار ہیں، جبکہ ایک ⁦Redis⁩ اسٹرنگ میں زیادہ سے زیادہ اتنے ہی آ سکتے ہیں۔ زیادہ غلط مثبت شرح یا کم صارفین منتخب کریں۔</translation>
    </message>
    <message>
        <source>Redis refused a command: %1</source>
        <translation>⁦Redis⁩ نے ایک کمانڈ مسترد کر دی: ⁨%1⁩</translation>
    </message>
    <message>
        <source>Names are at most %1 characters long (the users table&apos;s limit).</source>
        <translation>نام زیادہ سے زیادہ ⁨%1⁩ حروف کے ہو سکتے ہیں (صارفین کے جدول کی حد)۔</translation>
    </message>
    <message>
        <source>That name holds a broken character (it is not valid Unicode text).</source>
        <translation>اس نام میں ایک خراب حرف ہے (یہ درست ⁦Unicode⁩ متن نہیں ہے)۔</translation>
    </message>
    <message>
        <source>Names cannot hold tabs, line breaks or other invisible control characters.</source>
        <translation>ناموں میں ٹیب، لائن بریک یا دوسرے نظر نہ آنے والے کنٹرول حروف نہیں ہو سکتے۔</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation>منسوخ کر دیا گیا۔ کچھ بھی تبدیل نہیں کیا گیا۔</translation>
    </message>
    <message>
        <source>Build the filter first: the sign-up checks go through it.</source>
        <translation>پہلے فلٹر بنائیں: سائن اپ کی جانچیں اسی سے ہو کر گزرتی ہیں۔</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>⁦%1 µs⁩</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>⁦%1 ms⁩</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 SST files.</source>
        <translation>⁨%1⁩ اور ⁨%2⁩ کے درمیان ⁦SST⁩ فائلیں منتخب کریں۔</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 keys per file.</source>
        <translation>فی فائل ⁨%1⁩ اور ⁨%2⁩ کے درمیان کلیدیں منتخب کریں۔</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 bits per key.</source>
        <translation>فی کلید ⁨%1⁩ اور ⁨%2⁩ کے درمیان بٹس منتخب کریں۔</translation>
    </message>
    <message>
        <source>Choose a prefix of %1 to %2 characters.</source>
        <translation>⁨%1⁩ سے ⁨%2⁩ حروف تک کا پری فکس منتخب کریں۔</translation>
    </message>
    <message>
        <source>Choose at most %1 lookups.</source>
        <translation>زیادہ سے زیادہ ⁨%1⁩ تلاشیں منتخب کریں۔</translation>
    </message>
    <message>
        <source>The share of missing keys must be between 0% and 100%.</source>
        <translation>غیر موجود کلیدوں کا تناسب 0% اور 100% کے درمیان ہونا چاہیے۔</translation>
    </message>
    <message>
        <source>A scan returns 1 to %1 keys.</source>
        <translation>ایک اسکین 1 سے ⁨%1⁩ تک کلیدیں واپس کرتا ہے۔</translation>
    </message>
    <message>
        <source>The sweep goes from 1 to 20 bits per key, low to high.</source>
        <translation>سویپ فی کلید 1 سے 20 بٹس تک جاتا ہے، کم سے زیادہ کی طرف۔</translation>
    </message>
    <message>
        <source>Type a key to look up.</source>
        <translation>تلاش کرنے کے لیے کوئی کلید لکھیں۔</translation>
    </message>
    <message>
        <source>Keys are at most %1 bytes long here.</source>
        <translation>یہاں کلیدیں زیادہ سے زیادہ ⁨%1⁩ بائٹس لمبی ہو سکتی ہیں۔</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>منسوخ کر دیا گیا۔</translation>
    </message>
    <message>
        <source>RocksDB&apos;s folder could not be made in the temporary folder (it is read-only or missing).</source>
        <translation>⁦RocksDB⁩ کا فولڈر عارضی فولڈر میں نہیں بنایا جا سکا (وہ صرف پڑھنے کے لیے ہے یا موجود نہیں)۔</translation>
    </message>
    <message>
        <source>Not enough disk space: this needs about %1 and %2 is free.</source>
        <translation>ڈسک پر کافی جگہ نہیں ہے: اس کے لیے تقریباً ⁨%1⁩ درکار ہے اور ⁨%2⁩ خالی ہے۔</translation>
    </message>
    <message>
        <source>The disk is full. Choose fewer files or keys.</source>
        <translation>ڈسک بھری ہوئی ہے۔ کم فائلیں یا کلیدیں منتخب کریں۔</translation>
    </message>
    <message>
        <source>RocksDB could not open its database.</source>
        <translation>⁦RocksDB⁩ اپنا ڈیٹا بیس نہیں کھول سکا۔</translation>
    </message>
    <message>
        <source>RocksDB could not write (the disk may be full).</source>
        <translation>⁦RocksDB⁩ لکھ نہیں سکا (ہو سکتا ہے ڈسک بھری ہوئی ہو)۔</translation>
    </message>
    <message>
        <source>RocksDB could not read a file back.</source>
        <translation>⁦RocksDB⁩ ایک فائل واپس نہیں پڑھ سکا۔</translation>
    </message>
    <message>
        <source>RocksDB could not compact the files.</source>
        <translation>⁦RocksDB⁩ فائلوں کو کمپیکٹ نہیں کر سکا۔</translation>
    </message>
    <message>
        <source>Choose a false-positive rate between %1 and %2.</source>
        <translation>⁨%1⁩ اور ⁨%2⁩ کے درمیان غلط مثبت شرح منتخب کریں۔</translation>
    </message>
    <message>
        <source>Type a name first.</source>
        <translation>پہلے کوئی نام لکھیں۔</translation>
    </message>
</context>
<context>
    <name>SystemsPage</name>
    <message>
        <source>Sign-up (SQLite, Redis)</source>
        <translation>سائن اپ (⁦SQLite⁩، ⁦Redis⁩)</translation>
    </message>
    <message>
        <source>Storage engine (RocksDB)</source>
        <translation>اسٹوریج انجن (⁦RocksDB⁩)</translation>
    </message>
    <message>
        <source>Web crawler</source>
        <translation>ویب کرالر</translation>
    </message>
    <message>
        <source>Safe Browsing</source>
        <translation>⁦Safe Browsing⁩</translation>
    </message>
    <message>
        <source>CDN (one-hit wonders)</source>
        <translation>⁦CDN⁩ (ون ہٹ ونڈرز)</translation>
    </message>
    <message>
        <source>Export the diagram</source>
        <translation>خاکہ برآمد کریں</translation>
    </message>
    <message>
        <source>system-diagram.png</source>
        <translation>system-diagram.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG تصویر (*.png);;SVG تصویر (*.svg)</translation>
    </message>
</context>
<context>
    <name>TraceStepsModel</name>
    <message>
        <source>waiting</source>
        <translation>منتظر</translation>
    </message>
    <message>
        <source>running</source>
        <translation>جاری</translation>
    </message>
    <message>
        <source>skipped: not evaluated</source>
        <translation>چھوڑ دیا گیا: حساب نہیں لگایا گیا</translation>
    </message>
    <message>
        <source>0 bit: stop here</source>
        <translation>0 بٹ: یہیں رک جائیں</translation>
    </message>
    <message>
        <source>done</source>
        <translation>مکمل</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>ہیش</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>قدر</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>پوزیشن</translation>
    </message>
    <message>
        <source>Bit</source>
        <translation>بٹ</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>حالت</translation>
    </message>
</context>
<context>
    <name>TraceStepsView</name>
    <message>
        <source>Hash steps</source>
        <translation>ہیش کے مراحل</translation>
    </message>
</context>
<context>
    <name>VariantsCard</name>
    <message>
        <source>Variants compared</source>
        <translation>فلٹر کی اقسام کا موازنہ</translation>
    </message>
    <message>
        <source>Four kinds of Bloom filter built for the same n keys and target rate p, then timed and probed on this computer. Only the filters&apos; own calls are timed. Bold marks the best of each column.</source>
        <translation>بلوم فلٹر کی چار اقسام، جو ایک ہی ⁦n⁩ کلیدوں اور ہدف شرح ⁦p⁩ کے لیے بنائی جاتی ہیں، پھر اسی کمپیوٹر پر ان کا وقت ناپا جاتا ہے اور انہیں جانچا جاتا ہے۔ صرف فلٹرز کی اپنی کالز کا وقت ناپا جاتا ہے۔ ہر کالم کی بہترین قدر موٹے حروف میں ہے۔</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>کلیدیں ⁦(n)⁩</translation>
    </message>
    <message>
        <source>Target false-positive rate (p), in percent</source>
        <translation>ہدف غلط مثبت شرح ⁦(p)⁩، فیصد میں</translation>
    </message>
    <message>
        <source>&amp;Keys (n):</source>
        <translation>کلیدیں ⁦(n) (&amp;K)⁩:</translation>
    </message>
    <message>
        <source>&amp;Target rate (p):</source>
        <translation>ہدف شرح ⁦(p) (&amp;T)⁩:</translation>
    </message>
    <message>
        <source>&amp;Run comparison</source>
        <translation>موازنہ چلائیں (&amp;R)</translation>
    </message>
    <message>
        <source>Build each filter in turn, insert n generated keys, then probe keys never added</source>
        <translation>ہر فلٹر باری باری بنائیں، ⁦n⁩ تیار کردہ کلیدیں شامل کریں، پھر کبھی شامل نہ کی گئی کلیدیں جانچیں</translation>
    </message>
    <message>
        <source>Comparison progress</source>
        <translation>موازنے کی پیش رفت</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>منسوخ کریں</translation>
    </message>
    <message>
        <source>Filter variants compared</source>
        <translation>فلٹر کی اقسام کے موازنے کا جدول</translation>
    </message>
    <message>
        <source>One row per filter kind; the best value of each column is in bold</source>
        <translation>ہر قسم کے فلٹر کے لیے ایک قطار؛ ہر کالم کی بہترین قدر موٹے حروف میں ہے</translation>
    </message>
    <message>
        <source>The trade-offs: the blocked filter buys speed with a slightly higher rate at the same memory; the counting filter buys deletion with four times the memory; the scalable filter buys not knowing n in advance with more memory and slower queries. The classic filter is the baseline.</source>
        <translation>نفع و نقصان: بلاکڈ فلٹر اسی میموری پر تھوڑی زیادہ شرح کے بدلے رفتار حاصل کرتا ہے؛ گنتی والا فلٹر چار گنا میموری کے بدلے حذف کی سہولت حاصل کرتا ہے؛ قابلِ توسیع فلٹر زیادہ میموری اور سست جانچ کے بدلے یہ سہولت دیتا ہے کہ ⁦n⁩ پہلے سے معلوم ہونا ضروری نہیں۔ کلاسیکی فلٹر موازنے کی بنیاد ہے۔</translation>
    </message>
    <message>
        <source>Measuring %1 (%2 of %3)…</source>
        <translation>⁨%1⁩ کی پیمائش ہو رہی ہے (⁨%3⁩ میں سے ⁨%2⁩)…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>منسوخ کر دیا گیا۔</translation>
    </message>
    <message>
        <source>Measured with n = %1 keys and %2 never-added keys probed, target rate %3. Timings vary from run to run on a busy computer.</source>
        <translation>⁦n = %1⁩ کلیدوں کے ساتھ پیمائش کی گئی اور کبھی شامل نہ کی گئی ⁨%2⁩ کلیدیں جانچی گئیں، ہدف شرح ⁨%3⁩۔ مصروف کمپیوٹر پر اوقات ہر بار مختلف ہو سکتے ہیں۔</translation>
    </message>
    <message>
        <source>The fifth row is a cuckoo filter, which is not a Bloom filter, built and timed the same way.</source>
        <translation>پانچویں قطار ککو فلٹر کی ہے، جو بلوم فلٹر نہیں ہے، مگر اسے بھی اسی طرح بنایا اور ناپا گیا ہے۔</translation>
    </message>
    <message>
        <source>The cuckoo filter deletes without counters, at about %1 bits per key, but its table can fill up: it refuses inserts past its load.</source>
        <translation>ککو فلٹر کاؤنٹرز کے بغیر حذف کرتا ہے، فی کلید تقریباً ⁨%1⁩ بٹ میں، لیکن اس کا جدول بھر سکتا ہے: اپنے لوڈ سے آگے یہ نئی کلیدیں لینے سے انکار کر دیتا ہے۔</translation>
    </message>
</context>
<context>
    <name>VariantsModel</name>
    <message>
        <source>Classic</source>
        <translation>کلاسیکی</translation>
    </message>
    <message>
        <source>Blocked (one cache line per key)</source>
        <translation>بلاکڈ (فی کلید ایک کیش لائن)</translation>
    </message>
    <message>
        <source>Counting (4-bit counters)</source>
        <translation>گنتی والا (4 بٹ والے کاؤنٹر)</translation>
    </message>
    <message>
        <source>Scalable (starts at n/16 and grows)</source>
        <translation>قابلِ توسیع (⁦n/16⁩ سے شروع ہو کر بڑھتا ہے)</translation>
    </message>
    <message>
        <source>You know n, never delete, and want the least memory for a given rate.</source>
        <translation>آپ کو ⁦n⁩ معلوم ہے، کبھی کچھ حذف نہیں کرنا، اور کسی دی گئی شرح کے لیے کم سے کم میموری چاہیے۔</translation>
    </message>
    <message>
        <source>Speed matters most: one cache miss per operation, for a slightly higher rate at the same memory.</source>
        <translation>رفتار سب سے اہم ہے: ہر عمل میں صرف ایک کیش مس، اور بدلے میں اسی میموری پر تھوڑی زیادہ شرح۔</translation>
    </message>
    <message>
        <source>Keys must be removed again, as in a cache or a changing set; it costs four times the memory.</source>
        <translation>کلیدوں کو بعد میں ہٹانا بھی ضروری ہے، جیسے کسی کیش یا بدلتے ہوئے سیٹ میں؛ اس کی قیمت چار گنا میموری ہے۔</translation>
    </message>
    <message>
        <source>You cannot know n in advance: it grows and keeps the rate under p, paying with memory and slower queries.</source>
        <translation>آپ ⁦n⁩ پہلے سے نہیں جان سکتے: یہ فلٹر بڑھتا جاتا ہے اور شرح کو ⁦p⁩ سے کم رکھتا ہے، جس کی قیمت زیادہ میموری اور سست جانچ کی صورت میں ادا ہوتی ہے۔</translation>
    </message>
    <message>
        <source>Yes, %1 ns/key</source>
        <translation>ہاں، ⁦%1 ns⁩ فی کلید</translation>
    </message>
    <message>
        <source>No</source>
        <translation>نہیں</translation>
    </message>
    <message>
        <source>m = %1 bits, k = %2. Timed through the batched calls, which hash a group of keys and prefetch their memory.</source>
        <translation>⁦m = %1⁩ بٹ، ⁦k = %2⁩۔ وقت بیچ کالز ⁦(batched calls)⁩ کے ذریعے ناپا گیا، جو کلیدوں کے ایک گروپ کا ہیش ایک ساتھ نکالتی ہیں اور ان کی میموری پہلے سے لوڈ ⁦(prefetch)⁩ کر لیتی ہیں۔</translation>
    </message>
    <message>
        <source>m = %1 bits in %2 cache lines of 512 bits; all k = %3 bits of a key in one line. Timed through the batched calls.</source>
        <translation>⁦m = %1⁩ بٹ، 512 بٹ والی ⁨%2⁩ کیش لائنز میں؛ کسی کلید کے تمام ⁦k = %3⁩ بٹ ایک ہی لائن میں۔ وقت بیچ کالز کے ذریعے ناپا گیا۔</translation>
    </message>
    <message>
        <source>%1 four-bit counters, k = %2. One key at a time; each insert and delete also records its steps for the lessons.</source>
        <translation>⁨%1⁩ چار بٹ والے کاؤنٹر، ⁦k = %2⁩۔ ایک وقت میں ایک کلید؛ ہر بار شامل کرنے اور حذف کرنے پر اسباق کے لیے اس کے مراحل بھی ریکارڈ کیے جاتے ہیں۔</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s) with %1 bits in all. One key at a time; a check may ask every slice.</source>
        <translation>
            <numerusform>⁨%Ln⁩ حصہ، کل ⁨%1⁩ بٹ۔ ایک وقت میں ایک کلید؛ جانچ میں ہر حصے سے پوچھنا پڑ سکتا ہے۔</numerusform>
            <numerusform>⁨%Ln⁩ حصے، کل ملا کر ⁨%1⁩ بٹ۔ ایک وقت میں ایک کلید؛ جانچ میں ہر حصے سے پوچھنا پڑ سکتا ہے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks of keys that were never added, the usual case for a filter.</source>
        <translation>کبھی شامل نہ کی گئی کلیدوں کی جانچ، جو فلٹر کے لیے عام صورت ہے۔</translation>
    </message>
    <message>
        <source>%1 false positives in %2 probes; 95% interval %3 to %4.</source>
        <translation>⁨%2⁩ جانچوں میں ⁨%1⁩ غلط مثبت؛ 95% وقفہ ⁨%3⁩ سے ⁨%4⁩۔</translation>
    </message>
    <message numerus="yes">
        <source>Every key was removed again; %n counter(s) stayed above zero.</source>
        <translation>
            <numerusform>ہر کلید دوبارہ ہٹا دی گئی؛ ⁨%Ln⁩ کاؤنٹر صفر سے اوپر رہ گیا۔</numerusform>
            <numerusform>ہر کلید دوبارہ ہٹا دی گئی؛ ⁨%Ln⁩ کاؤنٹر صفر سے اوپر رہ گئے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Clearing a bit could erase other keys: deleting would cause false negatives.</source>
        <translation>کوئی بٹ صاف کرنے سے دوسری کلیدیں مٹ سکتی ہیں: حذف کرنے سے غلط منفی پیدا ہوں گے۔</translation>
    </message>
    <message>
        <source>Best in this column</source>
        <translation>اس کالم میں بہترین</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>ہدف: ⁨%1⁩</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>فلٹر</translation>
    </message>
    <message>
        <source>Insert, ns/key</source>
        <translation>شامل کرنا، ⁦ns⁩ فی کلید</translation>
    </message>
    <message>
        <source>Query, ns/key</source>
        <translation>جانچ، ⁦ns⁩ فی کلید</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>میموری</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>فی کلید بٹس</translation>
    </message>
    <message>
        <source>Measured FPR</source>
        <translation>ناپی گئی ⁦FPR⁩</translation>
    </message>
    <message>
        <source>Expected FPR</source>
        <translation>متوقع ⁦FPR⁩</translation>
    </message>
    <message>
        <source>Can delete</source>
        <translation>حذف کی سہولت</translation>
    </message>
    <message>
        <source>When to choose it</source>
        <translation>کب منتخب کریں</translation>
    </message>
    <message>
        <source>Cuckoo (buckets of 4 fingerprints)</source>
        <translation>ککو (4 فنگر پرنٹ والے بکٹ)</translation>
    </message>
    <message>
        <source>%1 slots in buckets of 4, fingerprints of %2 bits, %3 full once every key was in. Inserts one key at a time (each may move others); checks through the batched call, two buckets per key.</source>
        <translation>⁨%1⁩ خانے، 4 خانوں والے بکٹس میں؛ فنگر پرنٹ ⁨%2⁩ بٹ کے؛ تمام کلیدیں شامل ہونے کے بعد جدول ⁨%3⁩ بھرا ہوا تھا۔ ایک وقت میں ایک کلید شامل کی جاتی ہے (ہر کلید دوسری کلیدوں کو ان کی جگہ سے منتقل کر سکتی ہے)؛ جانچ بیچ کال کے ذریعے ہوتی ہے، ہر کلید کے دو بکٹ۔</translation>
    </message>
    <message>
        <source>1 − (1 − 1/2^f)^(2·4·load) at the load reached, %1; a full table stays under 2·4/2^f = %2.</source>
        <translation>⁦1 − (1 − 1/2^f)^(2·4·load)⁩، حاصل شدہ لوڈ ⁨%1⁩ پر؛ مکمل بھرے ہوئے جدول کی شرح ⁦2·4/2^f = %2⁩ سے کم رہتی ہے۔</translation>
    </message>
    <message numerus="yes">
        <source>Every key was removed again, its fingerprint taken from one of its two buckets; %n fingerprint(s) stayed.</source>
        <translation>
            <numerusform>ہر کلید دوبارہ ہٹا دی گئی، اس کا فنگر پرنٹ اس کے دو بکٹس میں سے ایک سے نکال لیا گیا؛ ⁨%Ln⁩ فنگر پرنٹ باقی رہ گیا۔</numerusform>
            <numerusform>ہر کلید دوبارہ ہٹا دی گئی، اس کا فنگر پرنٹ اس کے دو بکٹس میں سے ایک سے نکال لیا گیا؛ ⁨%Ln⁩ فنگر پرنٹ باقی رہ گئے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys must be removed without a counting filter&apos;s memory: it deletes, and checks two buckets. Near full load and below about p = 0.3% it is also smaller than a classic filter. It refuses inserts once full, and removing a key that was never added can remove another.</source>
        <translation>کلیدوں کو ہٹانا ضروری ہے، مگر گنتی والے فلٹر جتنی میموری کے بغیر: یہ حذف کر سکتا ہے، اور ہر جانچ میں دو بکٹ دیکھتا ہے۔ جب لوڈ پورے کے قریب ہو اور شرح تقریباً ⁦p = 0.3%⁩ سے کم ہو، تو یہ کلاسیکی فلٹر سے چھوٹا بھی ہوتا ہے۔ بھر جانے کے بعد یہ مزید کلیدیں شامل کرنے سے انکار کر دیتا ہے، اور ایسی کلید کو ہٹانا جو کبھی شامل ہی نہ کی گئی ہو، کسی دوسری کلید کو ہٹا سکتا ہے۔</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG تصویر (*.png);;SVG تصویر (*.svg)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>⁨%1⁩ محفوظ نہیں کی جا سکی: ⁨%2⁩</translation>
    </message>
    <message>
        <source>choose a name ending in .png or .svg</source>
        <translation>ایسا نام منتخب کریں جو ⁦.png⁩ یا ⁦.svg⁩ پر ختم ہو</translation>
    </message>
    <message>
        <source>A bit array exported from BloomLab</source>
        <translation>⁦BloomLab⁩ سے برآمد کیا گیا بٹ ارے</translation>
    </message>
    <message numerus="yes">
        <source>m = %Ln bit(s)</source>
        <translation>
            <numerusform>⁦m = %Ln⁩ بٹ</numerusform>
            <numerusform>⁦m = %Ln⁩ بٹ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>k = %Ln hash function(s)</source>
        <translation>
            <numerusform>⁦k = %Ln⁩ ہیش فنکشن</numerusform>
            <numerusform>⁦k = %Ln⁩ ہیش فنکشنز</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>n = %Ln key(s) added</source>
        <translation>
            <numerusform>⁦n = %Ln⁩ کلید شامل کی گئی</numerusform>
            <numerusform>⁦n = %Ln⁩ کلیدیں شامل کی گئیں</numerusform>
        </translation>
    </message>
    <message>
        <source>Hash scheme: %1</source>
        <translation>ہیش اسکیم: ⁨%1⁩</translation>
    </message>
    <message>
        <source>Exported from BloomLab on %1</source>
        <translation>⁨%1⁩ کو ⁦BloomLab⁩ سے برآمد کیا گیا</translation>
    </message>
</context>
</TS>
