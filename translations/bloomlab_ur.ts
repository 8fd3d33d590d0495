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
        <translation>%1 بٹ، %2 سیٹ۔ فوکس میں: %3</translation>
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
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
    <name>CodePanel</name>
    <message>
        <source>Code</source>
        <translation>کوڈ</translation>
    </message>
    <message>
        <source>The C++ that runs for the current step, with its values</source>
        <translation>موجودہ قدم کے لیے چلنے والا C++ کوڈ، اس کی قدروں کے ساتھ</translation>
    </message>
</context>
<context>
    <name>DeletionPage</name>
    <message>
        <source>Deletion</source>
        <translation type="unfinished">حذف</translation>
    </message>
    <message>
        <source>Plain filter bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting filter counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A plain Bloom filter cannot delete: clearing a key&apos;s bits also clears bits that other keys need. Delete a key below and watch both filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain Bloom filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete clears the key&apos;s bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting Bloom filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove lowers the key&apos;s counters by one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What counting costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another key to add to both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished">کلید</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished">شامل کریں (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete selected key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the key selected in the list from both filters</source>
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
        <source>Counting-filter hazards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting-filter hazards…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. Remove a false positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Remove a key never added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Saturate a counter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset to the article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change counter width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation type="unfinished">%1 شامل کریں</translation>
    </message>
    <message>
        <source>Select a key in the list that is still in both filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 is now reported absent because bit(s) %2 were cleared.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
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
        <source>Reset to the article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are in both filters. They share bit 7.</source>
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
        <source>%1 added %2 times: counter %3 reached %4, the most it can hold, and is now stuck.</source>
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
        <source>%1 — plain: %2; counting: %3</source>
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
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>A filter needs at least one bit (m must be 1 or more).</source>
        <translation>فلٹر کے لیے کم از کم ایک بٹ ضروری ہے (m کی قدر 1 یا اس سے زیادہ ہونی چاہیے)۔</translation>
    </message>
    <message>
        <source>A filter needs at least one hash function (k must be 1 or more).</source>
        <translation>فلٹر کے لیے کم از کم ایک ہیش فنکشن ضروری ہے (k کی قدر 1 یا اس سے زیادہ ہونی چاہیے)۔</translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported; %2 were asked for.</source>
        <translation>زیادہ سے زیادہ %1 ہیش فنکشنز کی سہولت موجود ہے؛ جبکہ %2 مانگے گئے۔</translation>
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
        <translation>یہ کلید %1 کی ہے؛ کلیدیں زیادہ سے زیادہ %2 کی ہو سکتی ہیں۔</translation>
    </message>
    <message>
        <source>This filter needs %1; %2 is available.</source>
        <translation>اس فلٹر کو %1 درکار ہے؛ دستیاب صرف %2 ہے۔</translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle (%1 where the limit is %2).</source>
        <translation>یہ BloomLab کے سنبھالنے کے لیے بہت بڑا ہے (%1، جبکہ حد %2 ہے)۔</translation>
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
        <translation>n، p، m اور k میں سے ٹھیک دو قدریں درج کریں۔</translation>
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
        <translation>یہ BloomLab کی فلٹر فائل نہیں ہے۔</translation>
    </message>
    <message>
        <source>This filter file is version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation>یہ فلٹر فائل ورژن %1 کی ہے؛ BloomLab کا یہ ورژن صرف ورژن %2 پڑھتا ہے۔ ممکن ہے یہ BloomLab کے کسی نئے ورژن سے بنی ہو۔</translation>
    </message>
    <message>
        <source>The file holds a kind of filter this BloomLab does not know.</source>
        <translation>اس فائل میں ایسی قسم کا فلٹر ہے جسے BloomLab کا یہ ورژن نہیں پہچانتا۔</translation>
    </message>
    <message>
        <source>The file holds a different kind of filter than the one asked for.</source>
        <translation>اس فائل میں مطلوبہ فلٹر کے بجائے کسی اور قسم کا فلٹر ہے۔</translation>
    </message>
    <message>
        <source>The file uses a hash scheme this BloomLab does not know.</source>
        <translation>یہ فائل ایسی ہیش اسکیم استعمال کرتی ہے جسے BloomLab کا یہ ورژن نہیں پہچانتا۔</translation>
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
        <translation>کچھ غلط ہو گیا (%1)۔</translation>
    </message>
</context>
<context>
    <name>ExplorePage</name>
    <message>
        <source>Explore</source>
        <translation>دریافت</translation>
    </message>
    <message>
        <source>The filter&apos;s bits. Arrow keys move between cells.</source>
        <translation>فلٹر کے بٹس۔ کی بورڈ کے تیر والے بٹنوں سے خانوں کے درمیان جائیں۔</translation>
    </message>
    <message>
        <source>Hash steps</source>
        <translation>ہیش کے مراحل</translation>
    </message>
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
        <translation>بٹس (m)</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>ہیش (k)</translation>
    </message>
    <message>
        <source>Hash scheme</source>
        <translation>ہیش اسکیم</translation>
    </message>
    <message>
        <source>Enhanced double (XXH3)</source>
        <translation>بہتر ڈبل ہیشنگ (XXH3)</translation>
    </message>
    <message>
        <source>Plain double (XXH3)</source>
        <translation>سادہ ڈبل ہیشنگ (XXH3)</translation>
    </message>
    <message>
        <source>Article: h·31 + byte</source>
        <translation>مضمون: h·31 + byte</translation>
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
        <source>The hash seed. Fix it to repeat a demo exactly.</source>
        <translation>ہیش سیڈ۔ کسی ڈیمو کو ہو بہو دہرانے کے لیے اسے مقرر رکھیں۔</translation>
    </message>
    <message>
        <source>&amp;Bits (m):</source>
        <translation>بٹس (m) (&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Hashes (k):</source>
        <translation>ہیش (k) (&amp;H):</translation>
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
        <source>Type a key, such as a username</source>
        <translation>کوئی کلید لکھیں، مثلاً یوزر نیم</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>کلید</translation>
    </message>
    <message>
        <source>Enter adds the key; Shift+Enter checks it</source>
        <translation>Enter دبانے سے کلید شامل ہوتی ہے؛ Shift+Enter سے جانچی جاتی ہے</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>شامل کریں (&amp;A)</translation>
    </message>
    <message>
        <source>Add the key to the filter (Enter)</source>
        <translation>کلید کو فلٹر میں شامل کریں (Enter)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>جانچیں (&amp;C)</translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Shift+Enter)</source>
        <translation>فلٹر سے پوچھیں کہ کیا اس میں یہ کلید ہو سکتی ہے (Shift+Enter)</translation>
    </message>
    <message>
        <source>Add 10 &amp;random keys</source>
        <translation>10 بے ترتیب کلیدیں شامل کریں (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Find a false positive</source>
        <translation>غلط مثبت تلاش کریں (&amp;F)</translation>
    </message>
    <message>
        <source>Try new keys until one is reported present without having been added</source>
        <translation>نئی کلیدیں آزماتے رہیں، یہاں تک کہ کوئی کلید شامل کیے بغیر ہی موجود بتائی جائے</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>برآمد کریں…</translation>
    </message>
    <message>
        <source>Save the bit array as a PNG or SVG image, for slides</source>
        <translation>سلائیڈز کے لیے بٹ ارے کو PNG یا SVG تصویر کے طور پر محفوظ کریں</translation>
    </message>
    <message>
        <source>Keys added</source>
        <translation>شامل کی گئی کلیدیں</translation>
    </message>
    <message>
        <source>Select a key to see its bits</source>
        <translation>کسی کلید کے بٹس دیکھنے کے لیے اسے منتخب کریں</translation>
    </message>
    <message>
        <source>Hover over a cell, or focus the array and use the arrow keys.</source>
        <translation>کسی خانے پر ماؤس لے جائیں، یا ارے کو فوکس کر کے تیر والے بٹن استعمال کریں۔</translation>
    </message>
    <message>
        <source>Colour by collisions</source>
        <translation>ٹکراؤ کے لحاظ سے رنگ</translation>
    </message>
    <message>
        <source>Colour each set bit by how many keys set it</source>
        <translation>ہر سیٹ شدہ بٹ کو اس لحاظ سے رنگیں کہ اسے کتنی کلیدوں نے سیٹ کیا</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 شامل کریں</translation>
    </message>
    <message numerus="yes">
        <source>Add %n random key(s)</source>
        <translation>
            <numerusform>%n بے ترتیب کلید شامل کریں</numerusform>
            <numerusform>%n بے ترتیب کلیدیں شامل کریں</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n random key(s). Select one in the list to see its bits.</source>
        <translation>
            <numerusform>%n بے ترتیب کلید شامل کر دی گئی۔ اس کے بٹس دیکھنے کے لیے اسے فہرست میں منتخب کریں۔</numerusform>
            <numerusform>%n بے ترتیب کلیدیں شامل کر دی گئیں۔ کسی ایک کے بٹس دیکھنے کے لیے اسے فہرست میں منتخب کریں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>No bit is set yet, so no key can be a false positive. Add some keys first.</source>
        <translation>ابھی کوئی بٹ سیٹ نہیں ہے، اس لیے کوئی کلید غلط مثبت نہیں ہو سکتی۔ پہلے کچھ کلیدیں شامل کریں۔</translation>
    </message>
    <message>
        <source>No false positive in %1 candidates; at this fill one would expect one in about %2.</source>
        <translation>%1 امیدواروں میں کوئی غلط مثبت نہیں ملا؛ ارے کے اتنا بھرا ہونے پر تقریباً %2 میں سے ایک کی توقع ہوتی ہے۔</translation>
    </message>
    <message>
        <source>Found %1 after %2 candidates. With %3 of %4 bits set, one in about %5 new keys is a false positive.</source>
        <translation>%2 امیدواروں کے بعد %1 ملی۔ %4 میں سے %3 بٹ سیٹ ہونے پر تقریباً ہر %5 نئی کلیدوں میں سے ایک غلط مثبت ہوتی ہے۔</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>%1 لوڈ کریں</translation>
    </message>
    <message>
        <source>Who set its bits:</source>
        <translation>اس کے بٹس کس نے سیٹ کیے:</translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>سیٹنگز تبدیل کریں</translation>
    </message>
    <message>
        <source>Export the bit array</source>
        <translation>بٹ ارے برآمد کریں</translation>
    </message>
    <message>
        <source>bloom-filter.png</source>
        <translation>bloom-filter.png</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>برآمد کریں</translation>
    </message>
    <message numerus="yes">
        <source>Bloom filter: %n bit(s)</source>
        <translation>
            <numerusform>بلوم فلٹر: %n بٹ</numerusform>
            <numerusform>بلوم فلٹر: %n بٹ</numerusform>
        </translation>
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
        <translation>شامل کی گئی کلیدیں (n):</translation>
    </message>
    <message>
        <source>How many distinct keys are in the filter</source>
        <translation>فلٹر میں کتنی منفرد کلیدیں ہیں</translation>
    </message>
    <message>
        <source>Bits (m):</source>
        <translation>بٹس (m):</translation>
    </message>
    <message>
        <source>The size of the bit array</source>
        <translation>بٹ ارے کا سائز</translation>
    </message>
    <message>
        <source>Hashes (k):</source>
        <translation>ہیش (k):</translation>
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
        <translation>FPR، فارمولے سے:</translation>
    </message>
    <message>
        <source>(1 − e^(−kn/m))^k: the expected false-positive rate for n keys</source>
        <translation>(1 − e^(−kn/m))^k: n کلیدوں کے لیے متوقع غلط مثبت شرح</translation>
    </message>
    <message>
        <source>FPR, this array:</source>
        <translation>FPR، یہ ارے:</translation>
    </message>
    <message>
        <source>(bits set ÷ m)^k: the chance that a new key finds all its bits set right now</source>
        <translation>(سیٹ شدہ بٹس ÷ m)^k: اس بات کا امکان کہ کسی نئی کلید کے تمام بٹس اس وقت پہلے سے سیٹ ملیں</translation>
    </message>
    <message>
        <source>Best k for this m and n:</source>
        <translation>اس m اور n کے لیے بہترین k:</translation>
    </message>
    <message>
        <source>(m/n)·ln 2, rounded</source>
        <translation>(m/n)·ln 2، قریب ترین عدد تک</translation>
    </message>
    <message>
        <source>n estimated from the fill:</source>
        <translation>بھراؤ سے اندازہ شدہ n:</translation>
    </message>
    <message>
        <source>−(m/k)·ln(1 − bits set ÷ m): how many keys the filter looks like it holds</source>
        <translation>−(m/k)·ln(1 − سیٹ شدہ بٹس ÷ m): فلٹر کو دیکھ کر لگتا ہے کہ اس میں کتنی کلیدیں ہیں</translation>
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
        <translation>%2 میں سے %1 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>keys %1, filter %2</source>
        <translation>کلیدیں %1، فلٹر %2</translation>
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
        <translation>سلائیڈز کے لیے صفحے کے مرکزی منظر کو PNG یا SVG تصویر کے طور پر محفوظ کریں</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>باہر نکلیں (&amp;Q)</translation>
    </message>
    <message>
        <source>Close BloomLab</source>
        <translation>BloomLab بند کریں</translation>
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
        <translation>کلاس روم کے لیے پوری اسکرین، بڑے سائز اور زیادہ کنٹراسٹ میں۔ Esc دبانے سے باہر نکلیں۔</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>مدد (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About BloomLab</source>
        <translation>BloomLab کے بارے میں (&amp;A)</translation>
    </message>
    <message>
        <source>Show the version and what BloomLab is built on</source>
        <translation>ورژن دکھائیں اور یہ کہ BloomLab کن چیزوں پر بنا ہے</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt کے بارے میں (&amp;Q)</translation>
    </message>
    <message>
        <source>Show the Qt version BloomLab runs on</source>
        <translation>Qt کا وہ ورژن دکھائیں جس پر BloomLab چل رہا ہے</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>زبان (&amp;L)</translation>
    </message>
    <message>
        <source>Show BloomLab in %1</source>
        <translation>BloomLab کو %1 میں دکھائیں</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>زبان</translation>
    </message>
    <message>
        <source>BloomLab will use %1 the next time it starts.</source>
        <translation>اگلی بار شروع ہونے پر BloomLab %1 استعمال کرے گا۔</translation>
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
        <translation>BloomLab کے بارے میں</translation>
    </message>
    <message>
        <source>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;Learn Bloom filters by watching them work: every hash, every bit, every false positive explained.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and xxHash.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;بلوم فلٹرز کو کام کرتے دیکھ کر سیکھیں: ہر ہیش، ہر بٹ اور ہر غلط مثبت کی وضاحت کے ساتھ۔&lt;/p&gt;&lt;p&gt;Qt %2 اور xxHash سے تیار کردہ۔&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1 — BloomLab</source>
        <translation>%1 — BloomLab</translation>
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
        <translation>⌊%1 × %2 ÷ 2⁶⁴⌋ = %3</translation>
    </message>
    <message>
        <source>%1 mod %2 = %3</source>
        <translation>%1 mod %2 = %3</translation>
    </message>
    <message>
        <source>the article gives position %1</source>
        <translation>مضمون پوزیشن %1 دیتا ہے</translation>
    </message>
    <message>
        <source>bit %1: %2 → 1</source>
        <translation>بٹ %1: %2 → 1</translation>
    </message>
    <message>
        <source>bit %1 = 1 ✓</source>
        <translation>بٹ %1 = 1 ✓</translation>
    </message>
    <message>
        <source>bit %1 = 0 ✗</source>
        <translation>بٹ %1 = 0 ✗</translation>
    </message>
    <message numerus="yes">
        <source>Adding %1: each of the %n hash function(s) picks one bit to set.</source>
        <translation>
            <numerusform>%1 کو شامل کیا جا رہا ہے: %n ہیش فنکشن سیٹ کرنے کے لیے ایک بٹ چنتا ہے۔</numerusform>
            <numerusform>%1 کو شامل کیا جا رہا ہے: %n ہیش فنکشنز میں سے ہر ایک سیٹ کرنے کے لیے ایک بٹ چنتا ہے۔</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking %1: look at its bits one by one, stopping at the first 0.</source>
        <translation>%1 کی جانچ: اس کے بٹس ایک ایک کر کے دیکھیں، اور پہلے 0 پر رک جائیں۔</translation>
    </message>
    <message>
        <source>Every bit it needs is 1 now. Check a key, or add another.</source>
        <translation>اب اس کا ہر مطلوبہ بٹ 1 ہے۔ کوئی کلید جانچیں، یا ایک اور شامل کریں۔</translation>
    </message>
    <message>
        <source>One 0 bit is proof: had the key been added, that bit would be 1.</source>
        <translation>ایک 0 بٹ ہی ثبوت ہے: اگر یہ کلید شامل کی گئی ہوتی تو وہ بٹ 1 ہوتا۔</translation>
    </message>
    <message>
        <source>Each of its bits was set by other keys. A Bloom filter cannot tell the difference.</source>
        <translation>اس کا ہر بٹ دوسری کلیدوں نے سیٹ کیا تھا۔ بلوم فلٹر یہ فرق نہیں پہچان سکتا۔</translation>
    </message>
    <message>
        <source>All its bits are 1. A Bloom filter can only ever say &quot;maybe&quot; here.</source>
        <translation>اس کے تمام بٹس 1 ہیں۔ یہاں بلوم فلٹر کبھی بھی صرف &quot;شاید&quot; ہی کہہ سکتا ہے۔</translation>
    </message>
    <message>
        <source>Hash function %1 turns %2 into one big number.</source>
        <translation>ہیش فنکشن %1، %2 کو ایک بڑے عدد میں بدل دیتا ہے۔</translation>
    </message>
    <message>
        <source>That number is reduced to a position between 0 and %1: bit %2.</source>
        <translation>اس عدد کو گھٹا کر 0 اور %1 کے درمیان ایک پوزیشن بنایا جاتا ہے: بٹ %2۔</translation>
    </message>
    <message>
        <source>Bit %1 was 0. Now it is 1.</source>
        <translation>بٹ %1 پہلے 0 تھا۔ اب یہ 1 ہے۔</translation>
    </message>
    <message>
        <source>Bit %1 was already 1.</source>
        <translation>بٹ %1 پہلے ہی 1 تھا۔</translation>
    </message>
    <message>
        <source>Bit %1 was already 1, set by %2: the bit is now shared.</source>
        <translation>بٹ %1 پہلے ہی 1 تھا، جسے %2 نے سیٹ کیا تھا: اب یہ بٹ مشترک ہے۔</translation>
    </message>
    <message>
        <source>Bit %1 is 0, so %2 was never added. The remaining hashes are not evaluated.</source>
        <translation>بٹ %1 کی قدر 0 ہے، اس لیے %2 کبھی شامل نہیں کی گئی۔ باقی ہیش کا حساب نہیں لگایا جاتا۔</translation>
    </message>
    <message>
        <source>Bit %1 is 1. Keep checking.</source>
        <translation>بٹ %1 کی قدر 1 ہے۔ جانچ جاری رکھیں۔</translation>
    </message>
    <message numerus="yes">
        <source>%1 is added: all %n of its bits are 1.</source>
        <translation>
            <numerusform>%1 شامل ہو گئی: اس کا %n بٹ 1 ہے۔</numerusform>
            <numerusform>%1 شامل ہو گئی: اس کے تمام %n بٹ 1 ہیں۔</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is definitely not present.</source>
        <translation>%1 یقینی طور پر موجود نہیں ہے۔</translation>
    </message>
    <message>
        <source>False positive: %1 is reported as maybe present, but it was never added.</source>
        <translation>غلط مثبت (false positive): %1 کو شاید موجود بتایا گیا، حالانکہ اسے کبھی شامل نہیں کیا گیا۔</translation>
    </message>
    <message>
        <source>%1 is maybe present, and it was indeed added.</source>
        <translation>%1 شاید موجود ہے، اور اسے واقعی شامل کیا گیا تھا۔</translation>
    </message>
    <message>
        <source>bit %1: set, but by no key on record</source>
        <translation>بٹ %1: سیٹ ہے، لیکن ریکارڈ میں موجود کسی کلید نے اسے سیٹ نہیں کیا</translation>
    </message>
    <message>
        <source>bit %1: %2</source>
        <translation>بٹ %1: %2</translation>
    </message>
    <message>
        <source>Usernames: 16 bits, k = 3</source>
        <translation>یوزر نیم: 16 بٹ، k = 3</translation>
    </message>
    <message>
        <source>Fruit table: 8 bits, k = 3</source>
        <translation>پھلوں کا جدول: 8 بٹ، k = 3</translation>
    </message>
    <message>
        <source>Tiger and cow: 10 bits, k = 1</source>
        <translation>tiger اور cow: 10 بٹ، k = 1</translation>
    </message>
    <message>
        <source>The username article: seyi_codes and aderonke are added, then john_doe and tiwa_codes are checked. Watch which bits they share.</source>
        <translation>یوزر نیم والا مضمون: seyi_codes اور aderonke شامل کی جاتی ہیں، پھر john_doe اور tiwa_codes کو جانچا جاتا ہے۔ دیکھیں کہ ان میں کون سے بٹس مشترک ہیں۔</translation>
    </message>
    <message>
        <source>The fruit table: apple and mango are added to 8 bits; then grape is checked.</source>
        <translation>پھلوں کا جدول: apple اور mango کو 8 بٹ میں شامل کیا جاتا ہے؛ پھر grape کو جانچا جاتا ہے۔</translation>
    </message>
    <message>
        <source>One hash, 10 bits: tiger is added; then cow is checked and lands on the same bit.</source>
        <translation>ایک ہیش، 10 بٹ: tiger شامل کی جاتی ہے؛ پھر cow کو جانچا جاتا ہے اور وہ اسی بٹ پر پڑتی ہے۔</translation>
    </message>
    <message>
        <source>removed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cell %1: %2 → %3</source>
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
</context>
<context>
    <name>NotBuiltPage</name>
    <message>
        <source>This page is not built yet. It arrives in a later release of BloomLab; the other pages work on their own.</source>
        <translation>یہ صفحہ ابھی تیار نہیں ہوا۔ یہ BloomLab کے کسی آئندہ ورژن میں آئے گا؛ باقی صفحات اپنے طور پر کام کرتے ہیں۔</translation>
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
        <translation>%1 میں سے 1</translation>
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
        <translation>FPR لیب</translation>
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
        <translation>ایک چھوٹے بٹ ارے پر کلیدیں شامل کریں اور جانچیں، اور دیکھیں کہ ہر ہیش کہاں پڑتا ہے۔ جانچ پہلے 0 بٹ پر رک جاتی ہے، اور ہر غلط مثبت (false positive) کا سراغ ان کلیدوں تک لگایا جاتا ہے جنہوں نے اس کے بٹس سیٹ کیے۔</translation>
    </message>
    <message>
        <source>Clear a key&apos;s bits the naive way and watch other keys vanish. Then see how a counting filter removes keys safely, and where even it goes wrong.</source>
        <translation>سادہ طریقے سے کسی کلید کے بٹس صاف کریں اور دیکھیں کہ دوسری کلیدیں کیسے غائب ہو جاتی ہیں۔ پھر دیکھیں کہ کاؤنٹنگ فلٹر کلیدوں کو محفوظ طریقے سے کیسے ہٹاتا ہے، اور کہاں وہ بھی غلطی کر جاتا ہے۔</translation>
    </message>
    <message>
        <source>Keep adding keys past the design capacity. A fixed filter&apos;s error climbs; a scalable filter adds slices and keeps its error bounded.</source>
        <translation>طے شدہ گنجائش سے آگے بھی کلیدیں شامل کرتے جائیں۔ مقررہ سائز والے فلٹر کی غلطی بڑھتی جاتی ہے؛ قابلِ توسیع فلٹر نئے حصے (slices) جوڑتا ہے اور اپنی غلطی کو ایک حد کے اندر رکھتا ہے۔</translation>
    </message>
    <message>
        <source>Move m, n and k and watch the false-positive rate respond, with the formula and real measurements on the same axes. Size a filter for your own data.</source>
        <translation>m، n اور k کو بدلیں اور دیکھیں کہ غلط مثبت شرح کیسے بدلتی ہے، فارمولا اور حقیقی پیمائشیں ایک ہی محوروں پر۔ اپنے ڈیٹا کے لیے فلٹر کا سائز طے کریں۔</translation>
    </message>
    <message>
        <source>Guided lessons from real systems: username checks in front of a database, web-crawler deduplication, LSM-tree SSTables and Safe Browsing.</source>
        <translation>حقیقی نظاموں سے رہنمائی والے اسباق: ڈیٹا بیس سے پہلے یوزر نیم کی جانچ، ویب کرالر میں دہرائے گئے صفحات کی چھانٹی، LSM-tree کے SSTables اور Safe Browsing۔</translation>
    </message>
    <message>
        <source>Check what you have learned, from the basics to interview-style trade-offs.</source>
        <translation>جو کچھ آپ نے سیکھا ہے اسے جانچیں، بنیادی باتوں سے لے کر انٹرویو طرز کے نفع و نقصان کے موازنوں تک۔</translation>
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
        <translation>چلائیں یا روکیں (Space)</translation>
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
        <translation>اینیمیشن کی رفتار (+ اور −)</translation>
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
        <translation>%1×</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>روکیں (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>چلائیں (Space)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>%2 میں سے قدم %1</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 میں لکھا نہیں جا سکا: %2</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>BloomLab teaches Bloom filters by showing every step.</source>
        <translation>BloomLab ہر قدم دکھا کر بلوم فلٹرز سکھاتا ہے۔</translation>
    </message>
    <message>
        <source>Open the page &lt;name&gt;: %1.</source>
        <translation>صفحہ &lt;نام&gt; کھولیں: %1۔</translation>
    </message>
    <message>
        <source>name</source>
        <translation>نام</translation>
    </message>
    <message>
        <source>Use the language &lt;code&gt;: %1.</source>
        <translation>زبان &lt;کوڈ&gt; استعمال کریں: %1۔</translation>
    </message>
    <message>
        <source>code</source>
        <translation>کوڈ</translation>
    </message>
    <message>
        <source>Render the window at 1280×800, save it as a PNG to &lt;file&gt; and exit.</source>
        <translation>ونڈو کو 1280×800 پر بنائیں، اسے PNG کے طور پر &lt;فائل&gt; میں محفوظ کریں اور بند ہو جائیں۔</translation>
    </message>
    <message>
        <source>file</source>
        <translation>فائل</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;. Choose one of: %2.</source>
        <translation>نامعلوم صفحہ &quot;%1&quot;۔ ان میں سے کوئی ایک منتخب کریں: %2۔</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;. Choose one of: %2.</source>
        <translation>نامعلوم زبان &quot;%1&quot;۔ ان میں سے کوئی ایک منتخب کریں: %2۔</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot کے لیے فائل کا نام درکار ہے۔</translation>
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
    <name>ViewExport</name>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG تصویر (*.png);;SVG تصویر (*.svg)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 محفوظ نہیں کی جا سکی: %2</translation>
    </message>
    <message>
        <source>choose a name ending in .png or .svg</source>
        <translation>ایسا نام منتخب کریں جو .png یا .svg پر ختم ہو</translation>
    </message>
    <message>
        <source>A bit array exported from BloomLab</source>
        <translation>BloomLab سے برآمد کیا گیا بٹ ارے</translation>
    </message>
</context>
</TS>
