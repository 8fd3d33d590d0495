<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th">
<context>
    <name>BitArrayView</name>
    <message>
        <source>Bit array</source>
        <translation>อาร์เรย์บิต</translation>
    </message>
    <message>
        <source>An empty bit array.</source>
        <translation>อาร์เรย์บิตว่าง</translation>
    </message>
    <message>
        <source>%1 bits, %2 set. Focused: %3</source>
        <translation>%1 บิต ถูกตั้งค่าแล้ว %2 บิต กำลังโฟกัส: %3</translation>
    </message>
</context>
<context>
    <name>BitCellModel</name>
    <message>
        <source>No added key hashes here.</source>
        <translation>ไม่มีคีย์ที่เพิ่มแล้วตัวใดแฮชมาที่ช่องนี้</translation>
    </message>
    <message numerus="yes">
        <source>Set by %n key(s): %1.</source>
        <translation>
            <numerusform>ถูกตั้งค่าโดยคีย์ %Ln ตัว: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Counter %1 is %2 and stuck at its maximum.</source>
        <translation>ตัวนับ %1 มีค่า %2 และค้างอยู่ที่ค่าสูงสุด</translation>
    </message>
    <message>
        <source>Counter %1 is %2.</source>
        <translation>ตัวนับ %1 มีค่า %2</translation>
    </message>
    <message>
        <source>Bit %1 is %2.</source>
        <translation>บิต %1 มีค่า %2</translation>
    </message>
</context>
<context>
    <name>CdnController</name>
    <message>
        <source>Cancelled. The last finished run is still shown.</source>
        <translation>ยกเลิกแล้ว ยังคงแสดงผลของรอบล่าสุดที่ทำเสร็จอยู่</translation>
    </message>
    <message>
        <source>Not enough memory for the trace and the caches: this needs about %1 and %2 is available. Choose fewer requests or a smaller catalogue.</source>
        <translation>หน่วยความจำไม่พอสำหรับลำดับคำขอและแคช: ต้องใช้ประมาณ %1 แต่มีให้ใช้ได้ %2 โปรดเลือกจำนวนคำขอให้น้อยลงหรือใช้แคตตาล็อกที่เล็กลง</translation>
    </message>
    <message>
        <source>Choose %1 to %2 requests.</source>
        <translation>เลือกจำนวนคำขอตั้งแต่ %1 ถึง %2</translation>
    </message>
    <message>
        <source>Choose a catalogue of %1 to %2 objects.</source>
        <translation>เลือกแคตตาล็อกขนาด %1 ถึง %2 อ็อบเจกต์</translation>
    </message>
    <message>
        <source>Choose a Zipf skew between %1 and %2.</source>
        <translation>เลือกค่าความเบ้ของ Zipf ระหว่าง %1 ถึง %2</translation>
    </message>
    <message>
        <source>The cache cannot hold more objects than the catalogue has: choose a capacity of 1 to %1, or a larger catalogue.</source>
        <translation>แคชเก็บอ็อบเจกต์ได้ไม่เกินจำนวนที่มีในแคตตาล็อก: โปรดเลือกความจุตั้งแต่ 1 ถึง %1 หรือใช้แคตตาล็อกที่ใหญ่ขึ้น</translation>
    </message>
    <message>
        <source>The trace asks for an object outside the catalogue.</source>
        <translation>ลำดับคำขอมีการขออ็อบเจกต์ที่ไม่อยู่ในแคตตาล็อก</translation>
    </message>
    <message>
        <source>Admit everything</source>
        <translation>รับเข้าแคชทุกอ็อบเจกต์</translation>
    </message>
    <message>
        <source>Second request, exact</source>
        <translation>รับเมื่อขอครั้งที่สอง แบบแม่นตรง</translation>
    </message>
    <message>
        <source>Second request, filter</source>
        <translation>รับเมื่อขอครั้งที่สอง ใช้ฟิลเตอร์</translation>
    </message>
    <message>
        <source>Drawing %1 requests and playing them through the cache three ways…</source>
        <translation>กำลังสุ่มคำขอ %1 รายการและส่งผ่านแคชทั้งสามแบบ…</translation>
    </message>
    <message>
        <source>Zipf, skew %1</source>
        <translation>Zipf, ความเบ้ %1</translation>
    </message>
    <message>
        <source>LRU, %1 objects</source>
        <translation>LRU, %1 อ็อบเจกต์</translation>
    </message>
    <message>
        <source>Bloom filter at %1</source>
        <translation>Bloom filter ที่ %1</translation>
    </message>
    <message>
        <source>request</source>
        <translation>คำขอ</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>แคชมิส</translation>
    </message>
    <message>
        <source>yes: write</source>
        <translation>ใช่: เขียน</translation>
    </message>
    <message>
        <source>first time: not written</source>
        <translation>ครั้งแรก: ไม่เขียน</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Same trace, same cache size</source>
        <translation>ลำดับคำขอเดียวกัน ขนาดแคชเท่ากัน</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>คำขอ</translation>
    </message>
    <message>
        <source>Distinct objects</source>
        <translation>อ็อบเจกต์ที่ไม่ซ้ำกัน</translation>
    </message>
    <message>
        <source>One-hit wonders (requested once)</source>
        <translation>One-hit wonder (ถูกขอเพียงครั้งเดียว)</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>ฮิต</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>อัตราฮิต</translation>
    </message>
    <message>
        <source>Disk writes</source>
        <translation>การเขียนดิสก์</translation>
    </message>
    <message>
        <source>One-hit wonders written to disk</source>
        <translation>One-hit wonder ที่ถูกเขียนลงดิสก์</translation>
    </message>
    <message>
        <source>Wrongly admitted (false positives)</source>
        <translation>รับเข้าแคชโดยผิดพลาด (ผลบวกลวง)</translation>
    </message>
    <message>
        <source>… expected, %1</source>
        <translation>… ค่าที่คาดไว้ %1</translation>
    </message>
    <message>
        <source>Bloom filter (for %1 objects)</source>
        <translation>Bloom filter (สำหรับ %1 อ็อบเจกต์)</translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation>%1, k = %2</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>คำขอ %1 รายการ</translation>
    </message>
    <message>
        <source>LRU · hit rate %1</source>
        <translation>LRU · อัตราฮิต %1</translation>
    </message>
    <message>
        <source>%1 one-hit wonders</source>
        <translation>one-hit wonder %1 อ็อบเจกต์</translation>
    </message>
    <message>
        <source>%1 misses</source>
        <translation>แคชมิส %1 ครั้ง</translation>
    </message>
    <message>
        <source>%1 written</source>
        <translation>เขียน %1 ครั้ง</translation>
    </message>
    <message>
        <source>%1 first requests: not written</source>
        <translation>คำขอครั้งแรก %1 รายการ: ไม่เขียน</translation>
    </message>
    <message>
        <source>Of %1 distinct objects, %2 were requested only once. Admitting everything wrote %3 of them to disk; admitting on the second request with a Bloom filter wrote %4 of them, and cut the disk writes from %5 to %6. Hit rate: %7 admitting everything, %8 with the filter.</source>
        <translation>จากอ็อบเจกต์ที่ไม่ซ้ำกัน %1 อ็อบเจกต์ มี %2 อ็อบเจกต์ที่ถูกขอเพียงครั้งเดียว การรับเข้าแคชทุกอ็อบเจกต์เขียนอ็อบเจกต์กลุ่มนี้ลงดิสก์ %3 อ็อบเจกต์ ส่วนการรับเข้าเมื่อขอครั้งที่สองโดยใช้ Bloom filter เขียนไป %4 อ็อบเจกต์ และลดการเขียนดิสก์จาก %5 เหลือ %6 ครั้ง อัตราฮิต: %7 เมื่อรับเข้าทุกอ็อบเจกต์ และ %8 เมื่อใช้ฟิลเตอร์</translation>
    </message>
</context>
<context>
    <name>CdnTab</name>
    <message>
        <source>A content delivery network&apos;s edge server keeps popular objects on its disk. Many objects are requested once and never again — one-hit wonders — and writing each of them to disk wastes the write and pushes out an object that would have been hit. Maggs and Sitaraman describe the remedy in “Algorithmic Nuggets in Content Delivery” (ACM SIGCOMM CCR 45(3), 2015): cache an object only on its second request, and remember the first requests in a Bloom filter. Here one Zipf-distributed trace goes through an LRU cache of one size three ways.</source>
        <translation>เซิร์ฟเวอร์ปลายทาง (edge server) ของเครือข่ายส่งมอบเนื้อหาเก็บอ็อบเจกต์ยอดนิยมไว้บนดิสก์ อ็อบเจกต์จำนวนมากถูกขอเพียงครั้งเดียวแล้วไม่ถูกขออีกเลย เรียกว่า one-hit wonder การเขียนอ็อบเจกต์เหล่านี้ลงดิสก์ทุกตัวเป็นการเขียนที่สูญเปล่า และยังผลักอ็อบเจกต์ที่จะเกิดฮิตออกจากแคช Maggs and Sitaraman อธิบายวิธีแก้ไว้ใน “Algorithmic Nuggets in Content Delivery” (ACM SIGCOMM CCR 45(3), 2015): ให้เก็บอ็อบเจกต์ลงแคชเฉพาะเมื่อถูกขอเป็นครั้งที่สอง และจดจำคำขอครั้งแรกไว้ใน Bloom filter ในหน้านี้ ลำดับคำขอชุดเดียวที่มีการกระจายแบบ Zipf จะถูกส่งผ่านแคช LRU ขนาดเดียวกันด้วยสามวิธี</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>คำขอ</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>แคช</translation>
    </message>
    <message>
        <source>Seen before?</source>
        <translation>เคยเห็นแล้วหรือไม่?</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>ดิสก์</translation>
    </message>
    <message>
        <source>cdn-results.csv</source>
        <translation>cdn-results.csv</translation>
    </message>
    <message>
        <source>Trace and cache</source>
        <translation>ลำดับคำขอและแคช</translation>
    </message>
    <message>
        <source>Zipf skew: the popularity of rank r falls as r to the minus skew</source>
        <translation>ความเบ้ของ Zipf: ความนิยมของอันดับ r ลดลงตาม r ยกกำลังลบค่าความเบ้</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>อัตราผลบวกลวงที่ใช้กำหนดขนาดฟิลเตอร์</translation>
    </message>
    <message>
        <source>Play the trace three ways</source>
        <translation>เล่นลำดับคำขอทั้งสามแบบ</translation>
    </message>
    <message>
        <source>The larger the skew, the more the requests crowd onto the most popular objects. The filter is sized for the objects the trace is expected to name.</source>
        <translation>ยิ่งความเบ้มาก คำขอก็ยิ่งกระจุกอยู่ที่อ็อบเจกต์ยอดนิยมที่สุดมากขึ้น ฟิลเตอร์ถูกกำหนดขนาดตามจำนวนอ็อบเจกต์ที่คาดว่าลำดับคำขอจะอ้างถึง</translation>
    </message>
    <message>
        <source>Requests:</source>
        <translation>จำนวนคำขอ:</translation>
    </message>
    <message>
        <source>Objects in the catalogue:</source>
        <translation>อ็อบเจกต์ในแคตตาล็อก:</translation>
    </message>
    <message>
        <source>Zipf skew:</source>
        <translation>ความเบ้ของ Zipf:</translation>
    </message>
    <message>
        <source>Cache holds (objects):</source>
        <translation>แคชเก็บได้ (อ็อบเจกต์):</translation>
    </message>
    <message>
        <source>Filter&apos;s false-positive rate:</source>
        <translation>อัตราผลบวกลวงของฟิลเตอร์:</translation>
    </message>
</context>
<context>
    <name>CdnWritesChart</name>
    <message>
        <source>Disk writes</source>
        <translation>การเขียนดิสก์</translation>
    </message>
    <message>
        <source>One-hit wonders written</source>
        <translation>One-hit wonder ที่ถูกเขียน</translation>
    </message>
    <message>
        <source>Disk writes per admission policy chart</source>
        <translation>แผนภูมิการเขียนดิสก์ตามนโยบายการรับเข้าแคช</translation>
    </message>
</context>
<context>
    <name>ChartStyle</name>
    <message>
        <source>The same numbers are in the table beside the chart.</source>
        <translation>ตัวเลขชุดเดียวกันนี้อยู่ในตารางข้างแผนภูมิ</translation>
    </message>
</context>
<context>
    <name>ClassroomPanel</name>
    <message>
        <source>All topics</source>
        <translation>ทุกหัวข้อ</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>หัวข้อ</translation>
    </message>
    <message>
        <source>T&amp;opic:</source>
        <translation>หัวข้อ (&amp;O):</translation>
    </message>
    <message>
        <source>Keys: A to D count a vote for an option (with Shift, take one back), Space reveals the answer, N shows the next question.</source>
        <translation>แป้นพิมพ์: A ถึง D นับคะแนนโหวตให้ตัวเลือก (กด Shift ด้วยเพื่อหักคืนหนึ่งคะแนน) Space เฉลยคำตอบ N แสดงคำถามถัดไป</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Code</source>
        <translation>โค้ด</translation>
    </message>
    <message>
        <source>The C++ that runs for the current step, with its values</source>
        <translation>โค้ด C++ ที่ทำงานในขั้นตอนปัจจุบัน พร้อมค่าของตัวแปรต่าง ๆ</translation>
    </message>
</context>
<context>
    <name>CountingCostsStage</name>
    <message>
        <source>What deleting costs</source>
        <translation>ต้นทุนของการลบ</translation>
    </message>
</context>
<context>
    <name>CrawlerController</name>
    <message>
        <source>Cancelled. The last finished crawl is still shown.</source>
        <translation>ยกเลิกแล้ว ยังคงแสดงผลการครอว์ลครั้งล่าสุดที่ทำเสร็จอยู่</translation>
    </message>
    <message>
        <source>Not enough memory for the hash set&apos;s crawl: it needs about %1 and %2 is available. Choose fewer pages.</source>
        <translation>หน่วยความจำไม่พอสำหรับการครอว์ลด้วยแฮชเซต: ต้องใช้ประมาณ %1 แต่มีให้ใช้ได้ %2 โปรดเลือกจำนวนหน้าให้น้อยลง</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 pages.</source>
        <translation>เลือกจำนวนหน้าระหว่าง %1 ถึง %2</translation>
    </message>
    <message>
        <source>The links&apos; power-law exponent must be between %1 and %2.</source>
        <translation>เลขชี้กำลังของกฎกำลัง (power law) ของลิงก์ต้องอยู่ระหว่าง %1 ถึง %2</translation>
    </message>
    <message>
        <source>A page links to 1 to %1 pages, the fewest no more than the most.</source>
        <translation>หน้าหนึ่งลิงก์ไปยังหน้าอื่นได้ 1 ถึง %1 หน้า โดยค่าน้อยสุดต้องไม่เกินค่ามากสุด</translation>
    </message>
    <message>
        <source>The crawl order is kept only for webs of up to %1 pages.</source>
        <translation>ลำดับการครอว์ลจะถูกเก็บไว้เฉพาะเว็บที่มีไม่เกิน %1 หน้า</translation>
    </message>
    <message>
        <source>Crawling a web of %1 pages twice: with a hash set, then with a Bloom filter…</source>
        <translation>กำลังครอว์ลเว็บ %1 หน้าสองรอบ: รอบแรกใช้แฮชเซต จากนั้นใช้ Bloom filter…</translation>
    </message>
    <message>
        <source>links waiting, breadth-first</source>
        <translation>ลิงก์ที่รออยู่ แบบกว้างก่อน (breadth-first)</translation>
    </message>
    <message>
        <source>%1 URLs at %2</source>
        <translation>%1 URL ที่ %2</translation>
    </message>
    <message>
        <source>download, read its links</source>
        <translation>ดาวน์โหลด แล้วอ่านลิงก์ในหน้า</translation>
    </message>
    <message>
        <source>a link&apos;s URL</source>
        <translation>URL ของลิงก์</translation>
    </message>
    <message>
        <source>new</source>
        <translation>ใหม่</translation>
    </message>
    <message>
        <source>looks seen: skipped</source>
        <translation>ดูเหมือนเคยเห็น: ข้าม</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>One web, crawled twice</source>
        <translation>เว็บเดียว ครอว์ลสองรอบ</translation>
    </message>
    <message>
        <source>Hash set of URLs</source>
        <translation>แฮชเซตของ URL</translation>
    </message>
    <message>
        <source>Bloom filter</source>
        <translation>Bloom filter</translation>
    </message>
    <message>
        <source>Pages in the web (seed %1)</source>
        <translation>จำนวนหน้าในเว็บ (ค่าซีด %1)</translation>
    </message>
    <message>
        <source>Pages crawled</source>
        <translation>หน้าที่ครอว์ลแล้ว</translation>
    </message>
    <message>
        <source>… their URL looked seen (false positives)</source>
        <translation>… เพราะ URL ดูเหมือนเคยเห็นแล้ว (ผลบวกลวง)</translation>
    </message>
    <message>
        <source>… expected from the filter&apos;s fill, %1</source>
        <translation>… ค่าที่คาดจากระดับการเติมบิตของฟิลเตอร์ %1</translation>
    </message>
    <message>
        <source>… linked only from such pages</source>
        <translation>… มีลิงก์มาจากหน้าดังกล่าวเท่านั้น</translation>
    </message>
    <message>
        <source>False positives per new URL (%1 only once the filter is full)</source>
        <translation>ผลบวกลวงต่อ URL ใหม่ (จะถึง %1 ก็ต่อเมื่อฟิลเตอร์เต็มแล้ว)</translation>
    </message>
    <message>
        <source>Memory of the seen set at the end</source>
        <translation>หน่วยความจำของเซต URL ที่เคยเห็นเมื่อจบ</translation>
    </message>
    <message>
        <source>… per page crawled</source>
        <translation>… ต่อหน้าที่ครอว์ล</translation>
    </message>
    <message>
        <source>%1 bytes (%2 bits)</source>
        <translation>%1 ไบต์ (%2 บิต)</translation>
    </message>
    <message>
        <source>… at its peak</source>
        <translation>… ณ จุดสูงสุด</translation>
    </message>
    <message>
        <source>… of which the URLs&apos; characters</source>
        <translation>… ในจำนวนนี้เป็นอักขระของ URL</translation>
    </message>
    <message>
        <source>Average URL length</source>
        <translation>ความยาว URL เฉลี่ย</translation>
    </message>
    <message>
        <source>%1 URLs × %2 bytes: the keys alone</source>
        <translation>%1 URL × %2 ไบต์: เฉพาะตัวคีย์</translation>
    </message>
    <message>
        <source>%1 pages in the web</source>
        <translation>เว็บมี %1 หน้า</translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation>%1, k = %2</translation>
    </message>
    <message>
        <source>%1 fetched</source>
        <translation>ดึงมาแล้ว %1 หน้า</translation>
    </message>
    <message>
        <source>%1 distinct URLs</source>
        <translation>URL ที่ไม่ซ้ำกัน %1 รายการ</translation>
    </message>
    <message>
        <source>%1 new</source>
        <translation>ใหม่ %1 รายการ</translation>
    </message>
    <message>
        <source>%1 looked seen wrongly: skipped</source>
        <translation>%1 รายการดูเหมือนเคยเห็นโดยผิดพลาด: ข้าม</translation>
    </message>
    <message>
        <source>%1 URLs × %2 bytes = %3</source>
        <translation>%1 URL × %2 ไบต์ = %3</translation>
    </message>
    <message>
        <source>The filter took %1 where the hash set took %2, and crawled every page the hash set&apos;s crawl did.</source>
        <translation>ฟิลเตอร์ใช้ %1 ขณะที่แฮชเซตใช้ %2 และครอว์ลได้ครบทุกหน้าเช่นเดียวกับการครอว์ลด้วยแฮชเซต</translation>
    </message>
    <message>
        <source>The filter took %1 where the hash set took %2, and crawled %3 pages fewer, each because its URL looked seen though it was new.</source>
        <translation>ฟิลเตอร์ใช้ %1 ขณะที่แฮชเซตใช้ %2 และครอว์ลได้น้อยกว่า %3 หน้า โดยแต่ละหน้าถูกข้ามเพราะ URL ดูเหมือนเคยเห็นแล้วทั้งที่เป็น URL ใหม่</translation>
    </message>
    <message>
        <source>At the article&apos;s scale, %1 of keys; a filter at %2 takes %3.</source>
        <translation>ที่ขนาดตามบทความ ตัวคีย์ใช้ %1 ส่วนฟิลเตอร์ที่ %2 ใช้ %3</translation>
    </message>
    <message>
        <source>Pages no link leads to (neither crawl can reach them)</source>
        <translation>หน้าที่ไม่มีลิงก์ใดนำไปถึง (การครอว์ลทั้งสองรอบไปไม่ถึง)</translation>
    </message>
    <message>
        <source>Reachable pages never crawled</source>
        <translation>หน้าที่ไปถึงได้แต่ไม่เคยถูกครอว์ล</translation>
    </message>
    <message numerus="yes">
        <source>The filter took %1 where the hash set took %2, and crawled %3 pages fewer: %4 looked seen though they were new, and %n more could be reached only through those.</source>
        <translation>
            <numerusform>ฟิลเตอร์ใช้ %1 ขณะที่แฮชเซตใช้ %2 และครอว์ลได้น้อยกว่า %3 หน้า: %4 หน้าดูเหมือนเคยเห็นแล้วทั้งที่เป็นหน้าใหม่ และอีก %Ln หน้าไปถึงได้ผ่านหน้าเหล่านั้นเท่านั้น</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter bits (its memory holds whole 64-bit words), hash functions</source>
        <translation>บิตของฟิลเตอร์ (หน่วยความจำเก็บเป็นเวิร์ดขนาด 64 บิตเต็ม ๆ), ฟังก์ชันแฮช</translation>
    </message>
    <message>
        <source>%1 bits used of %2, k = %3</source>
        <translation>ใช้ %1 บิตจาก %2, k = %3</translation>
    </message>
    <message>
        <source>%1 URLs, at this run&apos;s memory per page crawled</source>
        <translation>%1 URL ที่หน่วยความจำต่อหน้าที่ครอว์ลของรอบนี้</translation>
    </message>
    <message>
        <source>%1 URLs in a filter sized for them at %2</source>
        <translation>%1 URL ในฟิลเตอร์ที่กำหนดขนาดไว้สำหรับจำนวนนี้ที่ %2</translation>
    </message>
    <message>
        <source>%1 (%2 bits a URL)</source>
        <translation>%1 (%2 บิตต่อ URL)</translation>
    </message>
</context>
<context>
    <name>CrawlerTab</name>
    <message>
        <source>A crawler fetches a page, reads its links and queues every URL it has not seen before, so it must remember every URL it has met. The Bengali article counts the cost: a billion URLs at about 70 bytes each is 70 GB of keys before any hash table&apos;s overhead. A Bloom filter remembers them in a few bits each; its price is a false positive, a new page whose URL looks seen, which the crawler then never fetches. Here one synthetic web is crawled twice, the same way, once with each.</source>
        <translation>ครอว์เลอร์จะดึงหน้าเว็บ อ่านลิงก์ในหน้า และนำ URL ทุกรายการที่ยังไม่เคยเห็นเข้าคิว จึงต้องจดจำ URL ทุกรายการที่เคยพบ บทความภาษาเบงกาลีคำนวณต้นทุนนี้ไว้: URL หนึ่งพันล้านรายการ รายการละประมาณ 70 ไบต์ คิดเป็นคีย์ 70 GB ก่อนจะนับโอเวอร์เฮดของตารางแฮชใด ๆ Bloom filter จดจำ URL เหล่านี้ได้โดยใช้เพียงไม่กี่บิตต่อรายการ ราคาที่ต้องจ่ายคือผลบวกลวง ซึ่งก็คือหน้าใหม่ที่ URL ดูเหมือนเคยเห็นแล้ว และครอว์เลอร์จะไม่ดึงหน้านั้นเลย ในหน้านี้ เว็บจำลองหนึ่งเว็บจะถูกครอว์ลสองรอบด้วยวิธีเดียวกัน โดยใช้แต่ละแบบรอบละครั้ง</translation>
    </message>
    <message>
        <source>Crawler frontier</source>
        <translation>คิวลิงก์ของครอว์เลอร์ (frontier)</translation>
    </message>
    <message>
        <source>Seen set (Bloom filter)</source>
        <translation>เซต URL ที่เคยเห็น (Bloom filter)</translation>
    </message>
    <message>
        <source>Fetch the page</source>
        <translation>ดึงหน้าเว็บ</translation>
    </message>
    <message>
        <source>crawler-results.csv</source>
        <translation>crawler-results.csv</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>การครอว์ล</translation>
    </message>
    <message>
        <source>Pages in the web</source>
        <translation>จำนวนหน้าในเว็บ</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>อัตราผลบวกลวงที่ใช้กำหนดขนาดฟิลเตอร์</translation>
    </message>
    <message>
        <source>new each crawl</source>
        <translation>สุ่มใหม่ทุกครั้งที่ครอว์ล</translation>
    </message>
    <message>
        <source>Seed of the synthetic web</source>
        <translation>ค่าซีดของเว็บจำลอง</translation>
    </message>
    <message>
        <source>Crawl twice</source>
        <translation>ครอว์ลสองรอบ</translation>
    </message>
    <message>
        <source>Both crawls start at page 0 and go breadth-first; the hash set&apos;s crawl reaches every page the links lead to, the filter&apos;s crawl misses some.</source>
        <translation>การครอว์ลทั้งสองรอบเริ่มที่หน้า 0 และไล่แบบกว้างก่อน (breadth-first) การครอว์ลด้วยแฮชเซตไปถึงทุกหน้าที่ลิงก์นำไป ส่วนการครอว์ลด้วยฟิลเตอร์พลาดไปบางหน้า</translation>
    </message>
    <message>
        <source>Pages in the web:</source>
        <translation>จำนวนหน้าในเว็บ:</translation>
    </message>
    <message>
        <source>Target false-positive rate:</source>
        <translation>อัตราผลบวกลวงเป้าหมาย:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>ค่าซีด:</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>หน้า</translation>
    </message>
    <message>
        <source>URL the filter said it had seen</source>
        <translation>URL ที่ฟิลเตอร์บอกว่าเคยเห็นแล้ว</translation>
    </message>
    <message>
        <source>URLs in the filter then</source>
        <translation>จำนวน URL ในฟิลเตอร์ขณะนั้น</translation>
    </message>
    <message>
        <source>Pages never crawled because their URL looked seen</source>
        <translation>หน้าที่ไม่เคยถูกครอว์ลเพราะ URL ดูเหมือนเคยเห็นแล้ว</translation>
    </message>
    <message>
        <source>No new page looked seen: the filter&apos;s crawl fetched every page the hash set&apos;s did.</source>
        <translation>ไม่มีหน้าใหม่ใดที่ดูเหมือนเคยเห็นแล้ว: การครอว์ลด้วยฟิลเตอร์ดึงได้ครบทุกหน้าเช่นเดียวกับการครอว์ลด้วยแฮชเซต</translation>
    </message>
    <message>
        <source>The first %1 of the %2 pages never crawled because the filter said their URL had been seen:</source>
        <translation>%1 หน้าแรกจาก %2 หน้าที่ไม่เคยถูกครอว์ล เพราะฟิลเตอร์บอกว่าเคยเห็น URL ของหน้านั้นแล้ว:</translation>
    </message>
    <message>
        <source>Never crawled because the filter said their URL had been seen (%1 in all):</source>
        <translation>ไม่เคยถูกครอว์ลเพราะฟิลเตอร์บอกว่าเคยเห็น URL แล้ว (ทั้งหมด %1 หน้า):</translation>
    </message>
</context>
<context>
    <name>CuckooColumnStage</name>
    <message>
        <source>Cuckoo filter</source>
        <translation>ฟิลเตอร์แบบคุกคู (cuckoo filter)</translation>
    </message>
    <message>
        <source>Remove takes one copy of the key&apos;s fingerprint out of its two buckets</source>
        <translation>การนำออกจะนำลายนิ้วมือของคีย์ออกหนึ่งชุดจากสองบักเก็ตของคีย์นั้น</translation>
    </message>
    <message>
        <source>Cuckoo filter buckets</source>
        <translation>บักเก็ตของฟิลเตอร์แบบคุกคู</translation>
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
        <translation>ดูในบักเก็ต %1</translation>
    </message>
    <message numerus="yes">
        <source>… %n relocations in all</source>
        <translation>
            <numerusform>… ย้ายตำแหน่งทั้งหมด %Ln ครั้ง</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → bucket %2, evicts %3 → bucket %4</source>
        <translation>%1 → บักเก็ต %2, ไล่ %3 ออก → บักเก็ต %4</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>เก็บแล้ว</translation>
    </message>
    <message>
        <source>stored in the victim slot: full</source>
        <translation>เก็บไว้ในช่องสำรองแล้ว: เต็ม</translation>
    </message>
    <message>
        <source>refused: full</source>
        <translation>ปฏิเสธ: เต็ม</translation>
    </message>
    <message>
        <source>refused: too many copies</source>
        <translation>ปฏิเสธ: มีชุดซ้ำมากเกินไป</translation>
    </message>
    <message>
        <source>maybe present</source>
        <translation>อาจมีอยู่</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>นำออกแล้ว</translation>
    </message>
    <message>
        <source>not removed</source>
        <translation>ไม่ได้นำออก</translation>
    </message>
    <message>
        <source>definitely not present</source>
        <translation>ไม่มีอยู่แน่นอน</translation>
    </message>
    <message numerus="yes">
        <source>Bucket %1 has %n free slot(s).</source>
        <translation>
            <numerusform>บักเก็ต %1 มีช่องว่าง %Ln ช่อง</numerusform>
        </translation>
    </message>
    <message>
        <source>Bucket %1 is full.</source>
        <translation>บักเก็ต %1 เต็มแล้ว</translation>
    </message>
    <message>
        <source>Bucket %1 holds fingerprint %2.</source>
        <translation>บักเก็ต %1 มีลายนิ้วมือ %2</translation>
    </message>
    <message>
        <source>Bucket %1 does not hold fingerprint %2.</source>
        <translation>บักเก็ต %1 ไม่มีลายนิ้วมือ %2</translation>
    </message>
    <message numerus="yes">
        <source>The chain goes on the same way: %n relocations in all.</source>
        <translation>
            <numerusform>การย้ายดำเนินต่อไปในลักษณะเดียวกัน: ย้ายตำแหน่งทั้งหมด %Ln ครั้ง</numerusform>
        </translation>
    </message>
    <message>
        <source>Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4, which moves to its other bucket, %5. No key is needed to find it.</source>
        <translation>บักเก็ตทั้งสองเต็มแล้ว: ลายนิ้วมือ %1 เข้าไปอยู่ในช่อง %2 ของบักเก็ต %3 และไล่ %4 ออก ลายนิ้วมือนั้นย้ายไปยังบักเก็ตอีกบักเก็ตหนึ่งของตน คือ %5 โดยไม่ต้องใช้คีย์ในการหาบักเก็ตนั้น</translation>
    </message>
    <message>
        <source>The key %1 goes into a cuckoo filter: buckets of four slots that hold short fingerprints, not bits.</source>
        <translation>คีย์ %1 เข้าสู่ฟิลเตอร์แบบคุกคู (cuckoo filter): ฟิลเตอร์นี้ประกอบด้วยบักเก็ตละสี่ช่อง ซึ่งเก็บลายนิ้วมือ (fingerprint) สั้น ๆ ไม่ใช่บิต</translation>
    </message>
    <message>
        <source>One hash gives the key&apos;s fingerprint, %1, and its first bucket, %2.</source>
        <translation>แฮชเพียงครั้งเดียวให้ทั้งลายนิ้วมือของคีย์ คือ %1 และบักเก็ตแรกของคีย์ คือ %2</translation>
    </message>
    <message>
        <source>The second bucket comes from the first and the fingerprint alone (XOR), so a fingerprint can later move between its two buckets without the key.</source>
        <translation>บักเก็ตที่สองคำนวณจากบักเก็ตแรกและลายนิ้วมือเท่านั้น (XOR) ลายนิ้วมือจึงย้ายไปมาระหว่างสองบักเก็ตของตนได้ในภายหลังโดยไม่ต้องใช้คีย์</translation>
    </message>
    <message>
        <source>Stored fingerprint %1 in bucket %2, slot %3.</source>
        <translation>เก็บลายนิ้วมือ %1 ไว้ในบักเก็ต %2 ช่อง %3 แล้ว</translation>
    </message>
    <message numerus="yes">
        <source>Stored after %n relocation(s): %1.</source>
        <translation>
            <numerusform>เก็บได้หลังจากย้ายตำแหน่ง %Ln ครั้ง: %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The relocations ran out after %n moves (%1). The last fingerprint evicted, %2, waits in the victim slot: nothing is lost, but the filter is full and refuses the next add.</source>
        <translation>
            <numerusform>การย้ายตำแหน่งถึงขีดจำกัดหลังจากย้ายไป %Ln ครั้ง (%1) ลายนิ้วมือสุดท้ายที่ถูกไล่ออก คือ %2 รออยู่ในช่องสำรอง (victim slot): ไม่มีสิ่งใดสูญหาย แต่ฟิลเตอร์เต็มแล้ว และจะปฏิเสธการเพิ่มครั้งถัดไป</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: the filter is full (a fingerprint already waits in the victim slot). Nothing changed; every key added before still answers.</source>
        <translation>ปฏิเสธ: ฟิลเตอร์เต็มแล้ว (มีลายนิ้วมือหนึ่งรออยู่ในช่องสำรองแล้ว) ไม่มีอะไรเปลี่ยนแปลง ยังพบคีย์ทุกตัวที่เพิ่มไว้ก่อนหน้า</translation>
    </message>
    <message>
        <source>Refused: fingerprint %1 already fills the %2 slots its buckets have. A cuckoo filter holds at most 2b copies of one key (b = 4 slots per bucket).</source>
        <translation>ปฏิเสธ: ลายนิ้วมือ %1 อยู่เต็มทั้ง %2 ช่องที่บักเก็ตของคีย์นี้มีแล้ว ฟิลเตอร์แบบคุกคูเก็บคีย์เดียวกันได้ไม่เกิน 2b ชุด (b = 4 ช่องต่อบักเก็ต)</translation>
    </message>
    <message>
        <source>Maybe present: fingerprint %1 waits in the victim slot.</source>
        <translation>อาจมีอยู่: ลายนิ้วมือ %1 รออยู่ในช่องสำรอง</translation>
    </message>
    <message>
        <source>Maybe present: fingerprint %1 is in bucket %2.</source>
        <translation>อาจมีอยู่: ลายนิ้วมือ %1 อยู่ในบักเก็ต %2</translation>
    </message>
    <message>
        <source>Removed one copy of fingerprint %1 from %2.</source>
        <translation>นำลายนิ้วมือ %1 ออกหนึ่งชุดจาก%2แล้ว</translation>
    </message>
    <message>
        <source>the victim slot</source>
        <translation>ช่องสำรอง</translation>
    </message>
    <message>
        <source>bucket %1</source>
        <translation>บักเก็ต %1</translation>
    </message>
    <message>
        <source>Not removed: neither bucket holds fingerprint %1, so the key was never added.</source>
        <translation>ไม่ได้นำออก: ไม่มีบักเก็ตใดในสองบักเก็ตที่มีลายนิ้วมือ %1 แสดงว่าคีย์นี้ไม่เคยถูกเพิ่ม</translation>
    </message>
    <message>
        <source>Definitely not present: neither bucket holds fingerprint %1.</source>
        <translation>ไม่มีอยู่แน่นอน: ไม่มีบักเก็ตใดในสองบักเก็ตที่มีลายนิ้วมือ %1</translation>
    </message>
    <message>
        <source>Both buckets are read before storing, to count the copies of fingerprint %1 already there (at most 2b = 8); then the first free slot takes it.</source>
        <translation>ก่อนเก็บจะอ่านบักเก็ตทั้งสองก่อน เพื่อนับว่ามีลายนิ้วมือ %1 อยู่แล้วกี่ชุด (ไม่เกิน 2b = 8) จากนั้นช่องว่างช่องแรกจะรับลายนิ้วมือนี้ไว้</translation>
    </message>
    <message>
        <source>Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4. Both of %4&apos;s buckets are bucket %3 itself, so it must try that bucket again.</source>
        <translation>บักเก็ตทั้งสองเต็มแล้ว: ลายนิ้วมือ %1 เข้าไปอยู่ในช่อง %2 ของบักเก็ต %3 และไล่ %4 ออก บักเก็ตทั้งสองของ %4 คือบักเก็ต %3 เอง จึงต้องลองบักเก็ตนั้นอีกครั้ง</translation>
    </message>
    <message>
        <source>The key %1 is removed from the cuckoo filter: one copy of its fingerprint is taken out of one of its two buckets.</source>
        <translation>นำคีย์ %1 ออกจากฟิลเตอร์แบบคุกคู: ลายนิ้วมือของคีย์นี้หนึ่งชุดจะถูกนำออกจากบักเก็ตใดบักเก็ตหนึ่งในสองบักเก็ตของคีย์</translation>
    </message>
    <message>
        <source>The key %1 is looked up in the cuckoo filter: only its two buckets can hold its fingerprint.</source>
        <translation>ค้นหาคีย์ %1 ในฟิลเตอร์แบบคุกคู: มีเพียงสองบักเก็ตของคีย์นี้เท่านั้นที่เก็บลายนิ้วมือของคีย์ได้</translation>
    </message>
    <message>
        <source>%1 is added.</source>
        <translation>เพิ่ม %1 แล้ว</translation>
    </message>
    <message>
        <source>%1 is added, in the victim slot.</source>
        <translation>เพิ่ม %1 แล้ว ในช่องสำรอง</translation>
    </message>
    <message>
        <source>%1 is refused.</source>
        <translation>%1 ถูกปฏิเสธ</translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation>นำ %1 ออกแล้ว</translation>
    </message>
    <message>
        <source>%1 is not removed.</source>
        <translation>ไม่ได้นำ %1 ออก</translation>
    </message>
</context>
<context>
    <name>CuckooTableView</name>
    <message>
        <source>Cuckoo filter table</source>
        <translation>ตารางของฟิลเตอร์แบบคุกคู</translation>
    </message>
    <message>
        <source>victim</source>
        <translation>สำรอง</translation>
    </message>
    <message>
        <source>Bucket %1, slot %2</source>
        <translation>บักเก็ต %1 ช่อง %2</translation>
    </message>
    <message>
        <source>%1: fingerprint %2</source>
        <translation>%1: ลายนิ้วมือ %2</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: ว่าง</translation>
    </message>
    <message>
        <source>The victim slot: where the last fingerprint evicted waits when the relocations run out</source>
        <translation>ช่องสำรอง (victim slot): ที่ซึ่งลายนิ้วมือสุดท้ายที่ถูกไล่ออกจะรออยู่ เมื่อการย้ายตำแหน่งถึงขีดจำกัด</translation>
    </message>
    <message numerus="yes">
        <source>%n buckets of four slots</source>
        <translation>
            <numerusform>%Ln บักเก็ต บักเก็ตละสี่ช่อง</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fingerprints stored</source>
        <translation>
            <numerusform>เก็บลายนิ้วมือไว้ %Ln ค่า</numerusform>
        </translation>
    </message>
    <message>
        <source>victim slot taken: the filter is full</source>
        <translation>ช่องสำรองถูกใช้แล้ว: ฟิลเตอร์เต็ม</translation>
    </message>
</context>
<context>
    <name>CurveTableModel</name>
    <message>
        <source>Formula</source>
        <translation>สูตร</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>ค่าแม่นตรง</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>แบบบล็อก</translation>
    </message>
    <message>
        <source>The exact rate is worked out for m up to %1 bits and n·k up to %2 probes.</source>
        <translation>อัตราแบบแม่นตรงคำนวณได้เมื่อ m ไม่เกิน %1 บิต และ n·k ไม่เกิน %2 ครั้งของการแฮช</translation>
    </message>
    <message>
        <source>The blocked filter&apos;s rate needs m of at least %1 bits: two blocks of 512.</source>
        <translation>อัตราของฟิลเตอร์แบบบล็อกต้องใช้ m อย่างน้อย %1 บิต คือสองบล็อก บล็อกละ 512 บิต</translation>
    </message>
    <message>
        <source>At %1 bits per key a cuckoo filter&apos;s fingerprints would have %2 bits; they have %3 to %4.</source>
        <translation>ที่ %1 บิตต่อคีย์ ลายนิ้วมือของฟิลเตอร์แบบคุกคูจะมีขนาด %2 บิต แต่ลายนิ้วมือมีขนาดได้ตั้งแต่ %3 ถึง %4 บิต</translation>
    </message>
    <message>
        <source>A cuckoo filter of the same bits per key b, its table %1 full: fingerprints of %2 bits, and a rate of %3.</source>
        <translation>ฟิลเตอร์แบบคุกคูที่มีจำนวนบิตต่อคีย์ b เท่ากัน และตารางเต็ม %1: ลายนิ้วมือขนาด %2 บิต และอัตรา %3</translation>
    </message>
    <message>
        <source>The least rate any filter can have at b bits per key: %1, since a rate ε needs %2 bits per key.</source>
        <translation>อัตราต่ำที่สุดที่ฟิลเตอร์ใด ๆ ทำได้ที่ b บิตต่อคีย์: %1 เพราะอัตรา ε ต้องใช้ %2 บิตต่อคีย์</translation>
    </message>
    <message>
        <source>Cuckoo</source>
        <translation>แบบคุกคู</translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation>ขอบเขตล่าง</translation>
    </message>
</context>
<context>
    <name>DeletionController</name>
    <message>
        <source>Add %1</source>
        <translation>เพิ่ม %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>ลบ %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 is now reported absent because bit(s) %2 were cleared.</source>
        <translation>
            <numerusform>ตอนนี้ %1 ถูกรายงานว่าไม่มีอยู่ เพราะบิต %2 ถูกล้างไป</numerusform>
        </translation>
    </message>
    <message>
        <source>No other key shared its bits, so nothing else broke this time.</source>
        <translation>ไม่มีคีย์อื่นใช้บิตร่วมกับคีย์นี้ ครั้งนี้จึงไม่มีคีย์อื่นเสียหาย</translation>
    </message>
    <message>
        <source>The filter is empty now, and says so.</source>
        <translation>ตอนนี้ฟิลเตอร์ว่างแล้ว และรายงานผลว่าว่างอย่างถูกต้อง</translation>
    </message>
    <message>
        <source>Every remaining key is still found: %1.</source>
        <translation>ยังพบคีย์ที่เหลือทุกตัว: %1</translation>
    </message>
    <message>
        <source>Reported absent although still added: %1.</source>
        <translation>ถูกรายงานว่าไม่มีอยู่ ทั้งที่ยังถูกเพิ่มไว้: %1</translation>
    </message>
    <message>
        <source>Deleted %1. The shared bits predicted these losses in the plain filter: %2.</source>
        <translation>ลบ %1 แล้ว บิตที่ใช้ร่วมกันได้ทำนายการสูญหายเหล่านี้ในฟิลเตอร์แบบธรรมดาไว้แล้ว: %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <source>Change counter width</source>
        <translation>เปลี่ยนความกว้างของตัวนับ</translation>
    </message>
    <message>
        <source>Plain: %1 bits. Counting with %2-bit counters: %3 bits, %4× as much.</source>
        <translation>แบบธรรมดา: %1 บิต แบบนับที่ใช้ตัวนับขนาด %2 บิต: %3 บิต มากเป็น %4 เท่า</translation>
    </message>
    <message>
        <source>Chance that some counter overflows at n = %1 (Fan et al.): at most %2.</source>
        <translation>โอกาสที่ตัวนับบางตัวจะล้นเมื่อ n = %1 (Fan et al.): ไม่เกิน %2</translation>
    </message>
    <message>
        <source>This demo cannot run: its script is damaged. Nothing changed.</source>
        <translation>เดโมนี้ทำงานไม่ได้ เพราะสคริปต์ของมันเสียหาย ไม่มีอะไรเปลี่ยนแปลง</translation>
    </message>
    <message>
        <source>The article&apos;s starting point cannot be loaded: its script is damaged.</source>
        <translation>โหลดจุดเริ่มต้นตามบทความไม่ได้ เพราะสคริปต์ของมันเสียหาย</translation>
    </message>
    <message>
        <source>Reset to the article</source>
        <translation>รีเซ็ตกลับเป็นตามบทความ</translation>
    </message>
    <message>
        <source>%1 is now reported absent: counter %2 is 0. A false negative, although it was added.</source>
        <translation>ตอนนี้ %1 ถูกรายงานว่าไม่มีอยู่: ตัวนับ %2 เป็น 0 นี่คือผลลบลวง (false negative) ทั้งที่คีย์นี้ถูกเพิ่มไว้แล้ว</translation>
    </message>
    <message>
        <source>%1 is definitely absent: counter %2 is 0.</source>
        <translation>%1 ไม่มีอยู่แน่นอน: ตัวนับ %2 เป็น 0</translation>
    </message>
    <message>
        <source>%1 was removed as often as it was added, yet it is still reported present: its stuck counter can never reach 0. Saturation costs false positives, never false negatives.</source>
        <translation>%1 ถูกนำออกบ่อยเท่ากับที่ถูกเพิ่ม แต่ยังถูกรายงานว่ามีอยู่: ตัวนับที่ค้างอยู่ของคีย์นี้ไม่มีวันลดลงถึง 0 การอิ่มตัวทำให้เกิดผลบวกลวง แต่ไม่มีวันทำให้เกิดผลลบลวง</translation>
    </message>
    <message>
        <source>%1 was never added, yet every one of its counters is above 0: a false positive.</source>
        <translation>%1 ไม่เคยถูกเพิ่ม แต่ตัวนับทุกตัวของคีย์นี้มีค่ามากกว่า 0: นี่คือผลบวกลวง</translation>
    </message>
    <message>
        <source>%1 is still found.</source>
        <translation>ยังพบ %1 อยู่</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>นำ %1 ออก</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>ไม่มีอะไรเปลี่ยนแปลง</translation>
    </message>
    <message>
        <source>%1 is removed: its counters go down by one.</source>
        <translation>นำ %1 ออกแล้ว: ตัวนับของคีย์นี้ลดลงตัวละหนึ่ง</translation>
    </message>
    <message>
        <source>Removing %1 is accepted: nothing can tell it was never added. Its counters go down by one, and those counters belong to other keys.</source>
        <translation>การนำ %1 ออกได้รับการยอมรับ: ไม่มีสิ่งใดบอกได้ว่าคีย์นี้ไม่เคยถูกเพิ่ม ตัวนับของคีย์นี้ลดลงตัวละหนึ่ง และตัวนับเหล่านั้นเป็นของคีย์อื่น</translation>
    </message>
    <message>
        <source>Add %1 %2 times</source>
        <translation>เพิ่ม %1 จำนวน %2 ครั้ง</translation>
    </message>
    <message>
        <source>Remove %1 %2 times</source>
        <translation>นำ %1 ออก %2 ครั้ง</translation>
    </message>
    <message>
        <source>%1 removed %2 times: counter %3 stays at %4%5. A stuck counter is never decremented, so it cannot wrap to 0 and cause a false negative.</source>
        <translation>นำ %1 ออกแล้ว %2 ครั้ง: ตัวนับ %3 ยังคงอยู่ที่ %4%5 ตัวนับที่ค้างอยู่จะไม่ถูกลดค่า จึงไม่สามารถวนกลับไปเป็น 0 จนทำให้เกิดผลลบลวงได้</translation>
    </message>
    <message>
        <source> (each remove reported it stuck)</source>
        <translation> (การนำออกทุกครั้งรายงานว่าตัวนับค้างอยู่)</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) stuck at %1, the most a counter holds: overflow has happened. Removing a key through a stuck counter leaves it as it is, so it can no longer reach 0.</source>
        <translation>
            <numerusform>ตัวนับ %Ln ตัวค้างอยู่ที่ %1 ซึ่งเป็นค่าสูงสุดที่ตัวนับเก็บได้: การล้นเกิดขึ้นแล้ว การลบคีย์ที่ผ่านตัวนับที่ค้างจะไม่เปลี่ยนค่าของมัน จึงไม่มีวันกลับไปถึง 0 ได้อีก</numerusform>
        </translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>เปลี่ยนการตั้งค่า</translation>
    </message>
    <message>
        <source>The cuckoo filter refused %1: it is full. The other two filters took it.</source>
        <translation>ฟิลเตอร์แบบคุกคูปฏิเสธ %1: ฟิลเตอร์เต็มแล้ว ฟิลเตอร์อีกสองตัวรับคีย์นี้ไว้</translation>
    </message>
    <message>
        <source>Cuckoo: %1 slots of %2-bit fingerprints, %3 bits, %4 full. When full, at most %5 of the checks for keys never added are false positives (2b/2^f).</source>
        <translation>แบบคุกคู: %1 ช่องสำหรับลายนิ้วมือขนาด %2 บิต รวม %3 บิต เต็ม %4 เมื่อเต็มแล้ว การตรวจสอบคีย์ที่ไม่เคยถูกเพิ่มจะเป็นผลบวกลวงไม่เกิน %5 (2b/2^f)</translation>
    </message>
    <message>
        <source>Add %1 to the cuckoo filter</source>
        <translation>เพิ่ม %1 ลงในฟิลเตอร์แบบคุกคู</translation>
    </message>
    <message>
        <source>%1 is now reported absent by the cuckoo filter although it was added and never removed: a false negative. Its fingerprint, %2, was the one taken away.</source>
        <translation>ตอนนี้ฟิลเตอร์แบบคุกคูรายงานว่า %1 ไม่มีอยู่ ทั้งที่คีย์นี้ถูกเพิ่มไว้และไม่เคยถูกนำออก: นี่คือผลลบลวง ลายนิ้วมือของคีย์นี้ คือ %2 เป็นลายนิ้วมือที่ถูกนำออกไป</translation>
    </message>
    <message>
        <source>%1 is definitely absent from the cuckoo filter.</source>
        <translation>%1 ไม่มีอยู่ในฟิลเตอร์แบบคุกคูแน่นอน</translation>
    </message>
    <message>
        <source>%1 was never added, yet fingerprint %2 is in one of its buckets: a false positive.</source>
        <translation>%1 ไม่เคยถูกเพิ่ม แต่ลายนิ้วมือ %2 อยู่ในบักเก็ตหนึ่งของคีย์นี้: นี่คือผลบวกลวง</translation>
    </message>
    <message>
        <source>%1 is still found in the cuckoo filter.</source>
        <translation>ยังพบ %1 ในฟิลเตอร์แบบคุกคู</translation>
    </message>
    <message>
        <source>Remove %1 from the cuckoo filter</source>
        <translation>นำ %1 ออกจากฟิลเตอร์แบบคุกคู</translation>
    </message>
    <message>
        <source>%1 was never added, but its fingerprint %2 and a bucket, %3, match a stored key&apos;s, so the cuckoo filter removed that key&apos;s copy. Now lost: %4.</source>
        <translation>%1 ไม่เคยถูกเพิ่ม แต่ลายนิ้วมือ %2 และบักเก็ต %3 ของคีย์นี้ตรงกับของคีย์ที่เก็บไว้ ฟิลเตอร์แบบคุกคูจึงนำชุดของคีย์นั้นออก คีย์ที่สูญหายแล้ว: %4</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ยังไม่มี</translation>
    </message>
    <message>
        <source>Add %1 to the cuckoo filter until it refuses</source>
        <translation>เพิ่ม %1 ลงในฟิลเตอร์แบบคุกคูจนกว่าจะถูกปฏิเสธ</translation>
    </message>
    <message numerus="yes">
        <source>%1 added %n more time(s) to the cuckoo filter; then refused.</source>
        <translation>
            <numerusform>เพิ่ม %1 ลงในฟิลเตอร์แบบคุกคูอีก %Ln ครั้ง จากนั้นถูกปฏิเสธ</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill the cuckoo filter</source>
        <translation>เติมฟิลเตอร์แบบคุกคูจนเต็ม</translation>
    </message>
    <message numerus="yes">
        <source>Filled with %n generated key(s) until an add ran out of relocations, at a load of %1.</source>
        <translation>
            <numerusform>เติมคีย์ที่สร้างขึ้น %Ln ตัว จนกระทั่งการเพิ่มครั้งหนึ่งย้ายตำแหน่งจนถึงขีดจำกัด ที่ระดับความเต็ม (load) %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No counters needed: every remaining key is still found.</source>
        <translation>ไม่ต้องใช้ตัวนับ: ยังพบคีย์ที่เหลือทุกตัว</translation>
    </message>
    <message>
        <source>Select a key in the list that has not been deleted yet.</source>
        <translation>เลือกคีย์ในรายการที่ยังไม่ถูกลบ</translation>
    </message>
    <message>
        <source>%1 added %2 times to the counting filter (once to the others): counter %3 reached %4, the most it can hold, and is now stuck.</source>
        <translation>เพิ่ม %1 ลงในฟิลเตอร์แบบนับ %2 ครั้ง (ลงในอีกสองฟิลเตอร์ครั้งเดียว): ตัวนับ %3 ขึ้นถึง %4 ซึ่งเป็นค่าสูงสุดที่เก็บได้ และตอนนี้ค้างอยู่ที่ค่านั้น</translation>
    </message>
</context>
<context>
    <name>DeletionControlsBar</name>
    <message>
        <source>Key</source>
        <translation>คีย์</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>เพิ่ม (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Delete selected key</source>
        <translation>ลบคีย์ที่เลือก (&amp;D)</translation>
    </message>
    <message>
        <source>Counter width</source>
        <translation>ความกว้างของตัวนับ</translation>
    </message>
    <message>
        <source>4-bit counters</source>
        <translation>ตัวนับขนาด 4 บิต</translation>
    </message>
    <message>
        <source>8-bit counters</source>
        <translation>ตัวนับขนาด 8 บิต</translation>
    </message>
    <message>
        <source>&amp;Reset to the article</source>
        <translation>รีเซ็ตกลับเป็นตามบทความ (&amp;R)</translation>
    </message>
    <message>
        <source>Another key to add to all three</source>
        <translation>คีย์อื่นที่จะเพิ่มลงในฟิลเตอร์ทั้งสาม</translation>
    </message>
    <message>
        <source>Delete the key selected in the list from all three filters</source>
        <translation>ลบคีย์ที่เลือกในรายการออกจากฟิลเตอร์ทั้งสาม</translation>
    </message>
    <message>
        <source>Hazards of deleting</source>
        <translation>ความเสี่ยงของการลบ</translation>
    </message>
    <message>
        <source>Hazards…</source>
        <translation>ความเสี่ยง…</translation>
    </message>
    <message>
        <source>4. Cuckoo: remove a key never added</source>
        <translation>4. แบบคุกคู: นำคีย์ที่ไม่เคยถูกเพิ่มออก</translation>
    </message>
    <message>
        <source>5. Cuckoo: add one key nine times</source>
        <translation>5. แบบคุกคู: เพิ่มคีย์เดียวกันเก้าครั้ง</translation>
    </message>
    <message>
        <source>6. Cuckoo: fill the table</source>
        <translation>6. แบบคุกคู: เติมตารางจนเต็ม</translation>
    </message>
    <message>
        <source>1. Counting: remove a false positive</source>
        <translation>1. แบบนับ: นำผลบวกลวงออก</translation>
    </message>
    <message>
        <source>2. Counting: remove a key never added</source>
        <translation>2. แบบนับ: นำคีย์ที่ไม่เคยถูกเพิ่มออก</translation>
    </message>
    <message>
        <source>3. Counting: saturate a counter</source>
        <translation>3. แบบนับ: ทำให้ตัวนับอิ่มตัว</translation>
    </message>
</context>
<context>
    <name>DeletionEventsStage</name>
    <message>
        <source>What happened</source>
        <translation>สิ่งที่เกิดขึ้น</translation>
    </message>
</context>
<context>
    <name>DeletionKeysModel</name>
    <message>
        <source>deleted (still reported!)</source>
        <translation>ลบแล้ว (ยังถูกรายงานว่ามีอยู่!)</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>ลบแล้ว</translation>
    </message>
    <message>
        <source>found</source>
        <translation>พบ</translation>
    </message>
    <message>
        <source>LOST</source>
        <translation>สูญหาย</translation>
    </message>
    <message>
        <source>refused (full)</source>
        <translation>ถูกปฏิเสธ (เต็ม)</translation>
    </message>
    <message>
        <source>%1 — plain: %2; counting: %3; cuckoo: %4</source>
        <translation>%1 — แบบธรรมดา: %2; แบบนับ: %3; แบบคุกคู: %4</translation>
    </message>
</context>
<context>
    <name>DeletionKeysStage</name>
    <message>
        <source>Keys</source>
        <translation>คีย์</translation>
    </message>
    <message>
        <source>Select the key to delete</source>
        <translation>เลือกคีย์ที่จะลบ</translation>
    </message>
</context>
<context>
    <name>DeletionPage</name>
    <message>
        <source>Deletion</source>
        <translation>การลบ</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>เปิดเซสชัน</translation>
    </message>
    <message>
        <source>A plain Bloom filter cannot delete: clearing a key&apos;s bits also clears bits that other keys need. Delete a key below and watch all three filters: the counting filter keeps a counter per bit, the cuckoo filter stores fingerprints it can take out again.</source>
        <translation>Bloom filter แบบธรรมดาลบคีย์ไม่ได้: การล้างบิตของคีย์หนึ่งจะล้างบิตที่คีย์อื่นต้องใช้ไปด้วย ลองลบคีย์ด้านล่างแล้วดูฟิลเตอร์ทั้งสาม: ฟิลเตอร์แบบนับ (counting filter) เก็บตัวนับหนึ่งตัวต่อบิต ส่วนฟิลเตอร์แบบคุกคู (cuckoo filter) เก็บลายนิ้วมือ (fingerprint) ซึ่งนำออกได้อีก</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>&amp;Open…</source>
        <translation>เปิด (&amp;O)…</translation>
    </message>
    <message>
        <source>Open a session (.bloomlab) or a filter (.bloom)</source>
        <translation>เปิดเซสชัน (.bloomlab) หรือฟิลเตอร์ (.bloom)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>เปิดไฟล์ล่าสุด (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save Session</source>
        <translation>บันทึกเซสชัน (&amp;S)</translation>
    </message>
    <message>
        <source>Save every page&apos;s settings and keys, to pick up where you left off</source>
        <translation>บันทึกการตั้งค่าและคีย์ของทุกหน้า เพื่อกลับมาทำต่อจากจุดที่ค้างไว้</translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation>บันทึกเซสชันเป็น (&amp;A)…</translation>
    </message>
    <message>
        <source>Save the session under a new name</source>
        <translation>บันทึกเซสชันด้วยชื่อใหม่</translation>
    </message>
    <message>
        <source>Save &amp;Filter…</source>
        <translation>บันทึกฟิลเตอร์ (&amp;F)…</translation>
    </message>
    <message>
        <source>Save the Explore page&apos;s filter as a .bloom file</source>
        <translation>บันทึกฟิลเตอร์ของหน้าสำรวจเป็นไฟล์ .bloom</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>ไม่สามารถเปิดไฟล์ได้</translation>
    </message>
    <message>
        <source>“%1” is empty.</source>
        <translation>“%1” เป็นไฟล์ว่าง</translation>
    </message>
    <message>
        <source>“%1” is not a BloomLab file: it is neither a session (.bloomlab) nor a filter (.bloom).</source>
        <translation>“%1” ไม่ใช่ไฟล์ของ BloomLab: ไม่ใช่ทั้งเซสชัน (.bloomlab) และฟิลเตอร์ (.bloom)</translation>
    </message>
    <message>
        <source>Cannot Open Session</source>
        <translation>ไม่สามารถเปิดเซสชันได้</translation>
    </message>
    <message>
        <source>“%1” was not opened, and nothing was changed. %2</source>
        <translation>ไม่ได้เปิด “%1” และไม่มีสิ่งใดเปลี่ยนแปลง %2</translation>
    </message>
    <message>
        <source>Cannot Open Filter</source>
        <translation>ไม่สามารถเปิดฟิลเตอร์ได้</translation>
    </message>
    <message>
        <source>“%1” holds a %2 filter of %3 bits (%4) with %5 hash functions and %6 keys.</source>
        <translation>“%1” เก็บฟิลเตอร์%2ขนาด %3 บิต (%4) ที่มีฟังก์ชันแฮช %5 ฟังก์ชันและคีย์ %6 คีย์</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>แบบคลาสสิก</translation>
    </message>
    <message>
        <source>counting</source>
        <translation>แบบนับ</translation>
    </message>
    <message>
        <source>%1 of its bits are set, so a key that was never added tests positive with probability %2.</source>
        <translation>%1 ของบิตทั้งหมดถูกตั้งค่าแล้ว ดังนั้นคีย์ที่ไม่เคยถูกเพิ่มจะมีโอกาส %2 ที่จะได้ผลตรวจสอบเป็นบวก</translation>
    </message>
    <message>
        <source>Filter File</source>
        <translation>ไฟล์ฟิลเตอร์</translation>
    </message>
    <message>
        <source>Cannot Save Session</source>
        <translation>ไม่สามารถบันทึกเซสชันได้</translation>
    </message>
    <message>
        <source>Cannot Save Filter</source>
        <translation>ไม่สามารถบันทึกฟิลเตอร์ได้</translation>
    </message>
    <message>
        <source>Save Session?</source>
        <translation>บันทึกเซสชันหรือไม่?</translation>
    </message>
    <message>
        <source>Save this session before closing? Otherwise the keys and settings of every page are lost.</source>
        <translation>บันทึกเซสชันนี้ก่อนปิดหรือไม่? หากไม่บันทึก คีย์และการตั้งค่าของทุกหน้าจะสูญหาย</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>ล้างรายการ (&amp;C)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>BloomLab files (*.bloomlab *.bloom);;Sessions (*.bloomlab);;Filters (*.bloom);;All files (*)</source>
        <translation>ไฟล์ BloomLab (*.bloomlab *.bloom);;เซสชัน (*.bloomlab);;ฟิลเตอร์ (*.bloom);;ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <source>session</source>
        <translation>เซสชัน</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>บันทึกเซสชัน</translation>
    </message>
    <message>
        <source>Sessions (*.bloomlab)</source>
        <translation>เซสชัน (*.bloomlab)</translation>
    </message>
    <message>
        <source>Save Filter</source>
        <translation>บันทึกฟิลเตอร์</translation>
    </message>
    <message>
        <source>filter</source>
        <translation>ฟิลเตอร์</translation>
    </message>
    <message>
        <source>Filters (*.bloom)</source>
        <translation>ฟิลเตอร์ (*.bloom)</translation>
    </message>
    <message>
        <source>“%1” holds a cuckoo filter of %2 buckets of %3 fingerprints of %4 bits (%5) with %6 keys. It is %7 full, so a key that was never added tests positive with probability about %8. The teaching pages show Bloom filters only.</source>
        <translation>“%1” เก็บฟิลเตอร์แบบคุกคู (cuckoo filter) ขนาด %5 ที่มีบักเก็ต %2 บักเก็ต แต่ละบักเก็ตเก็บลายนิ้วมือ (fingerprint) ขนาด %4 บิตได้ %3 ค่า และมีคีย์ %6 คีย์ ฟิลเตอร์นี้เต็มแล้ว %7 คีย์ที่ไม่เคยถูกเพิ่มจึงมีโอกาสประมาณ %8 ที่จะได้ผลตรวจสอบเป็นบวก หน้าบทเรียนแสดงเฉพาะ Bloom filter เท่านั้น</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>m = −n · ln p / (ln 2)² = −%1 · ln %2 / 0.4805 ≈ %3 bits.</source>
        <translation>m = −n · ln p / (ln 2)² = −%1 · ln %2 / 0.4805 ≈ %3 บิต</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2. How many hash functions give the lowest rate for the bits that takes?</source>
        <translation>ฟิลเตอร์หนึ่งต้องเก็บคีย์ %1 คีย์ โดยมีอัตราผลบวกลวง %2 ด้วยจำนวนบิตที่ต้องใช้นั้น ฟังก์ชันแฮชกี่ฟังก์ชันจึงให้อัตราต่ำที่สุด?</translation>
    </message>
    <message>
        <source>k = (m/n) · ln 2 = %1 · 0.693, rounded: %2.</source>
        <translation>k = (m/n) · ln 2 = %1 · 0.693 ปัดเศษแล้วได้ %2</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2, with the best k. How many megabytes (1 MB = 1,000,000 bytes) does it take?</source>
        <translation>ฟิลเตอร์หนึ่งต้องเก็บคีย์ %1 คีย์ โดยมีอัตราผลบวกลวง %2 และใช้ k ที่ดีที่สุด ฟิลเตอร์นี้ใช้พื้นที่กี่เมกะไบต์ (1 MB = 1,000,000 ไบต์)?</translation>
    </message>
    <message>
        <source>Divided by 8 bits per byte and 1,000,000 bytes per MB: about %1 MB.</source>
        <translation>หารด้วย 8 บิตต่อไบต์ และ 1,000,000 ไบต์ต่อ MB: ได้ประมาณ %1 MB</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2, with the best k. How many bits does it need?</source>
        <translation>ฟิลเตอร์หนึ่งต้องเก็บคีย์ %1 คีย์ โดยมีอัตราผลบวกลวง %2 และใช้ k ที่ดีที่สุด ฟิลเตอร์นี้ต้องใช้กี่บิต?</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits with k = %2 hashes holds n = %3 keys. What is its false-positive rate, by the formula (1 − e^(−kn/m))^k?</source>
        <translation>ฟิลเตอร์ขนาด m = %1 บิตที่ใช้แฮช k = %2 ตัว เก็บคีย์ไว้ n = %3 คีย์ ตามสูตร (1 − e^(−kn/m))^k อัตราผลบวกลวงของฟิลเตอร์นี้เป็นเท่าไร?</translation>
    </message>
    <message>
        <source>kn/m = %1, e^(−%1) = %2, 1 − %2 = %3, and %3 to the power %4 ≈ %5.</source>
        <translation>kn/m = %1, e^(−%1) = %2, 1 − %2 = %3 และ %3 ยกกำลัง %4 ≈ %5</translation>
    </message>
    <message>
        <source>About how many bits per key does a filter need for a false-positive rate of %1, with the best k?</source>
        <translation>หากใช้ k ที่ดีที่สุด ฟิลเตอร์ต้องใช้ประมาณกี่บิตต่อคีย์จึงจะได้อัตราผลบวกลวง %1?</translation>
    </message>
    <message>
        <source>m/n = −ln p / (ln 2)² = %1 / 0.4805 ≈ %2 bits per key.</source>
        <translation>m/n = −ln p / (ln 2)² = %1 / 0.4805 ≈ %2 บิตต่อคีย์</translation>
    </message>
    <message>
        <source>A plain filter of %1 bits becomes a counting filter with a 4-bit counter in place of each bit. How much memory does the counting filter take?</source>
        <translation>ฟิลเตอร์ธรรมดาขนาด %1 บิตถูกเปลี่ยนเป็นฟิลเตอร์แบบนับ โดยใช้ตัวนับขนาด 4 บิตแทนแต่ละบิต ฟิลเตอร์แบบนับนี้ใช้หน่วยความจำเท่าไร?</translation>
    </message>
    <message>
        <source>4 bits per position instead of 1: %1 bits, that is %2.</source>
        <translation>ใช้ 4 บิตต่อตำแหน่งแทน 1 บิต: รวม %1 บิต หรือ %2</translation>
    </message>
    <message>
        <source>A filter has m = %1 bits and k = %2 hashes. How many keys can it take before its false-positive rate passes %3?</source>
        <translation>ฟิลเตอร์หนึ่งมี m = %1 บิตและแฮช k = %2 ตัว ฟิลเตอร์นี้รับคีย์ได้กี่คีย์ก่อนที่อัตราผลบวกลวงจะเกิน %3?</translation>
    </message>
    <message>
        <source>Solve (1 − e^(−kn/m))^k = p for n: n = −(m/k) · ln(1 − p^(1/k)) ≈ %1 keys.</source>
        <translation>แก้สมการ (1 − e^(−kn/m))^k = p เพื่อหาค่า n: n = −(m/k) · ln(1 − p^(1/k)) ≈ %1 คีย์</translation>
    </message>
    <message>
        <source>%1 bits (%2)</source>
        <translation>%1 บิต (%2)</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits holds n = %2 keys, with the best k. What is its false-positive rate?</source>
        <translation>ฟิลเตอร์ขนาด m = %1 บิตเก็บ n = %2 คีย์ โดยใช้ k ที่ดีที่สุด อัตราผลบวกลวงของมันเป็นเท่าไร</translation>
    </message>
    <message>
        <source>k = (m/n) · ln 2, rounded: %1; then (1 − e^(−kn/m))^k ≈ %2.</source>
        <translation>k = (m/n) · ln 2 ปัดเศษได้ %1 แล้ว (1 − e^(−kn/m))^k ≈ %2</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits must keep its false-positive rate at %2, with the best k. How many keys can it hold?</source>
        <translation>ฟิลเตอร์ขนาด m = %1 บิตต้องรักษาอัตราผลบวกลวงไว้ที่ %2 โดยใช้ k ที่ดีที่สุด มันเก็บคีย์ได้กี่ตัว</translation>
    </message>
    <message>
        <source>n = −m · (ln 2)² / ln p ≈ %1 keys, with k = %2.</source>
        <translation>n = −m · (ln 2)² / ln p ≈ %1 คีย์ โดย k = %2</translation>
    </message>
    <message>
        <source>Type your answer as a number, in digits.</source>
        <translation>พิมพ์คำตอบเป็นตัวเลข</translation>
    </message>
    <message>
        <source>Type a size in bits, or with a unit: kB, MB, GB, KiB, MiB or GiB.</source>
        <translation>พิมพ์ขนาดเป็นบิต หรือใส่หน่วย: kB, MB, GB, KiB, MiB หรือ GiB</translation>
    </message>
    <message>
        <source>Type a number of keys, in digits, or with a word: thousand, million, billion.</source>
        <translation>พิมพ์จำนวนคีย์เป็นตัวเลข หรือใช้คำภาษาอังกฤษ: thousand, million, billion</translation>
    </message>
    <message>
        <source>Type a rate as a percentage, a fraction, or “1 in” a number.</source>
        <translation>พิมพ์อัตราเป็นเปอร์เซ็นต์ เศษส่วน หรือ “1 in” ตามด้วยตัวเลข</translation>
    </message>
    <message>
        <source>Type a number of megabytes, or a size with its unit.</source>
        <translation>พิมพ์จำนวนเมกะไบต์ หรือขนาดพร้อมหน่วย</translation>
    </message>
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>A filter needs at least one bit (m must be 1 or more).</source>
        <translation>ฟิลเตอร์ต้องมีอย่างน้อยหนึ่งบิต (m ต้องมีค่าตั้งแต่ 1 ขึ้นไป)</translation>
    </message>
    <message>
        <source>A filter needs at least one hash function (k must be 1 or more).</source>
        <translation>ฟิลเตอร์ต้องมีฟังก์ชันแฮชอย่างน้อยหนึ่งฟังก์ชัน (k ต้องมีค่าตั้งแต่ 1 ขึ้นไป)</translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported; %2 were asked for.</source>
        <translation>รองรับฟังก์ชันแฮชได้สูงสุด %1 ฟังก์ชัน แต่มีการขอไว้ %2 ฟังก์ชัน</translation>
    </message>
    <message>
        <source>A probability must lie strictly between 0 and 1, such as 0.01 or 1%.</source>
        <translation>ความน่าจะเป็นต้องมากกว่า 0 และน้อยกว่า 1 (ไม่รวม 0 และ 1) เช่น 0.01 หรือ 1%</translation>
    </message>
    <message>
        <source>The number of keys must be at least 1.</source>
        <translation>จำนวนคีย์ต้องมีอย่างน้อย 1</translation>
    </message>
    <message>
        <source>A value is outside the range this setting allows.</source>
        <translation>มีค่าที่อยู่นอกช่วงที่การตั้งค่านี้อนุญาต</translation>
    </message>
    <message>
        <source>Type a key first: an empty key cannot be added or checked.</source>
        <translation>พิมพ์คีย์ก่อน: ไม่สามารถเพิ่มหรือตรวจสอบคีย์ว่างได้</translation>
    </message>
    <message>
        <source>This key is %1; keys can be at most %2.</source>
        <translation>คีย์นี้มีขนาด %1 แต่คีย์มีขนาดได้ไม่เกิน %2</translation>
    </message>
    <message>
        <source>This filter needs %1; %2 is available.</source>
        <translation>ฟิลเตอร์นี้ต้องใช้หน่วยความจำ %1 แต่มีให้ใช้ได้เพียง %2</translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle (%1 where the limit is %2).</source>
        <translation>ค่านี้ใหญ่เกินกว่าที่ BloomLab จะรองรับได้ (%1 ขณะที่ขีดจำกัดคือ %2)</translation>
    </message>
    <message>
        <source>These filters cannot be combined: they differ in size, hash count or hashing.</source>
        <translation>ไม่สามารถรวมฟิลเตอร์เหล่านี้เข้าด้วยกันได้: ขนาด จำนวนแฮช หรือวิธีการแฮชไม่ตรงกัน</translation>
    </message>
    <message>
        <source>Refused: at least one of this key&apos;s counters is 0, so the key is definitely not in the filter.</source>
        <translation>ปฏิเสธ: ตัวนับของคีย์นี้อย่างน้อยหนึ่งตัวมีค่าเป็น 0 จึงแน่ใจได้ว่าคีย์นี้ไม่อยู่ในฟิลเตอร์</translation>
    </message>
    <message>
        <source>These two values do not determine the others.</source>
        <translation>ค่าสองค่านี้ไม่เพียงพอสำหรับคำนวณค่าที่เหลือ</translation>
    </message>
    <message>
        <source>Enter exactly two of n, p, m and k.</source>
        <translation>ป้อนค่าสองค่าพอดีจาก n, p, m และ k</translation>
    </message>
    <message>
        <source>A filter with the article&apos;s scripted positions cannot be saved; choose a real hash scheme first.</source>
        <translation>ไม่สามารถบันทึกฟิลเตอร์ที่ใช้ตำแหน่งที่กำหนดไว้ตามบทความได้ โปรดเลือกรูปแบบแฮชจริงก่อน</translation>
    </message>
    <message>
        <source>The file is cut short: it ends before the filter does.</source>
        <translation>ไฟล์ไม่สมบูรณ์: ไฟล์จบลงก่อนที่ข้อมูลฟิลเตอร์จะครบ</translation>
    </message>
    <message>
        <source>This is not a BloomLab filter file.</source>
        <translation>ไฟล์นี้ไม่ใช่ไฟล์ฟิลเตอร์ของ BloomLab</translation>
    </message>
    <message>
        <source>This filter file is version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation>ไฟล์ฟิลเตอร์นี้เป็นเวอร์ชัน %1 แต่ BloomLab นี้อ่านได้เวอร์ชัน %2 ไฟล์นี้อาจมาจาก BloomLab รุ่นที่ใหม่กว่า</translation>
    </message>
    <message>
        <source>The file holds a kind of filter this BloomLab does not know.</source>
        <translation>ไฟล์นี้มีฟิลเตอร์ชนิดที่ BloomLab นี้ไม่รู้จัก</translation>
    </message>
    <message>
        <source>The file holds a different kind of filter than the one asked for.</source>
        <translation>ไฟล์นี้มีฟิลเตอร์คนละชนิดกับที่ร้องขอ</translation>
    </message>
    <message>
        <source>The file uses a hash scheme this BloomLab does not know.</source>
        <translation>ไฟล์นี้ใช้รูปแบบแฮชที่ BloomLab นี้ไม่รู้จัก</translation>
    </message>
    <message>
        <source>The file is damaged: its checksum does not match its contents. Nothing was loaded.</source>
        <translation>ไฟล์เสียหาย: ค่าตรวจสอบ (checksum) ไม่ตรงกับเนื้อหาในไฟล์ ไม่ได้โหลดข้อมูลใด ๆ</translation>
    </message>
    <message>
        <source>The file is damaged: its sizes do not agree with each other. Nothing was loaded.</source>
        <translation>ไฟล์เสียหาย: ขนาดต่าง ๆ ที่ระบุในไฟล์ไม่สอดคล้องกัน ไม่ได้โหลดข้อมูลใด ๆ</translation>
    </message>
    <message>
        <source>The text is not a valid encoding of this filter&apos;s bits.</source>
        <translation>ข้อความนี้ไม่ใช่การเข้ารหัสบิตของฟิลเตอร์นี้ที่ถูกต้อง</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>ยกเลิกแล้ว</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>เกิดข้อผิดพลาด (%1)</translation>
    </message>
    <message>
        <source>The file is larger than any session can be (%1).</source>
        <translation>ไฟล์นี้ใหญ่เกินกว่าที่เซสชันใด ๆ จะเป็นได้ (%1)</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: its JSON breaks at character %1 (%2).</source>
        <translation>ไฟล์เสียหายหรือไม่สมบูรณ์: JSON ในไฟล์ผิดพลาดที่อักขระตำแหน่ง %1 (%2)</translation>
    </message>
    <message>
        <source>The file is JSON, but not a BloomLab session.</source>
        <translation>ไฟล์นี้เป็น JSON แต่ไม่ใช่เซสชันของ BloomLab</translation>
    </message>
    <message>
        <source>This session is format version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation>เซสชันนี้ใช้รูปแบบไฟล์เวอร์ชัน %1 แต่ BloomLab นี้อ่านได้เวอร์ชัน %2 เซสชันนี้อาจมาจาก BloomLab รุ่นที่ใหม่กว่า</translation>
    </message>
    <message>
        <source>The value “%1” is missing.</source>
        <translation>ไม่มีค่า “%1”</translation>
    </message>
    <message>
        <source>The value “%1” has the wrong type or form.</source>
        <translation>ค่า “%1” มีชนิดหรือรูปแบบไม่ถูกต้อง</translation>
    </message>
    <message>
        <source>The value “%1” is outside its range, %2 to %3.</source>
        <translation>ค่า “%1” อยู่นอกช่วงที่อนุญาต คือ %2 ถึง %3</translation>
    </message>
    <message>
        <source>The key “%1” is empty or longer than %2.</source>
        <translation>คีย์ “%1” ว่างเปล่าหรือยาวเกิน %2</translation>
    </message>
    <message>
        <source>“%1” lists more than %2 keys.</source>
        <translation>“%1” มีรายการคีย์มากกว่า %2 คีย์</translation>
    </message>
    <message>
        <source>“%1” names a hash scheme this BloomLab does not know.</source>
        <translation>“%1” ระบุรูปแบบแฮชที่ BloomLab นี้ไม่รู้จัก</translation>
    </message>
    <message>
        <source>“%1” names a page this BloomLab does not have.</source>
        <translation>“%1” ระบุหน้าที่ไม่มีใน BloomLab นี้</translation>
    </message>
    <message>
        <source>The stored contents at “%1” do not fit the filter&apos;s size or settings.</source>
        <translation>เนื้อหาที่บันทึกไว้ที่ “%1” ไม่ตรงกับขนาดหรือการตั้งค่าของฟิลเตอร์</translation>
    </message>
    <message>
        <source>The session is not valid.</source>
        <translation>เซสชันไม่ถูกต้อง</translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle.</source>
        <translation>ค่านี้ใหญ่เกินกว่าที่ BloomLab จะรองรับได้</translation>
    </message>
    <message>
        <source>The cuckoo filter is full: a key already waits in its victim slot. Remove a key to make room.</source>
        <translation>ฟิลเตอร์แบบคุกคูเต็มแล้ว: มีคีย์หนึ่งรออยู่ในช่องสำรอง (victim slot) แล้ว โปรดนำคีย์ออกหนึ่งตัวเพื่อให้มีที่ว่าง</translation>
    </message>
    <message>
        <source>Refused: this key&apos;s buckets already hold %1 copies of its fingerprint, as many as they can.</source>
        <translation>ปฏิเสธ: บักเก็ตของคีย์นี้เก็บลายนิ้วมือของคีย์นี้ไว้แล้ว %1 ชุด ซึ่งเป็นจำนวนมากที่สุดที่เก็บได้</translation>
    </message>
</context>
<context>
    <name>ExperimentJobRow</name>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
</context>
<context>
    <name>ExploreArrayStage</name>
    <message>
        <source>The filter&apos;s bits. Arrow keys move between cells.</source>
        <translation>บิตของฟิลเตอร์ ใช้ปุ่มลูกศรเพื่อเลื่อนไปมาระหว่างช่อง</translation>
    </message>
    <message>
        <source>Filter shown</source>
        <translation>ฟิลเตอร์ที่แสดง</translation>
    </message>
    <message>
        <source>Bit array</source>
        <translation>อาร์เรย์บิต</translation>
    </message>
    <message>
        <source>Cuckoo filter</source>
        <translation>ฟิลเตอร์แบบคุกคู</translation>
    </message>
    <message>
        <source>The same keys in a cuckoo filter: adds and checks play through its buckets</source>
        <translation>คีย์ชุดเดียวกันในฟิลเตอร์แบบคุกคู: การเพิ่มและการตรวจสอบจะแสดงทีละขั้นผ่านบักเก็ตของฟิลเตอร์</translation>
    </message>
</context>
<context>
    <name>ExploreController</name>
    <message>
        <source>The search was cancelled.</source>
        <translation>ยกเลิกการค้นหาแล้ว</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>เพิ่ม %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n random key(s)</source>
        <translation>
            <numerusform>เพิ่มคีย์สุ่ม %Ln ตัว</numerusform>
        </translation>
    </message>
    <message>
        <source>No bit is set yet, so no key can be a false positive. Add some keys first.</source>
        <translation>ยังไม่มีบิตใดถูกตั้งค่า จึงยังไม่มีคีย์ใดเป็นผลบวกลวงได้ เพิ่มคีย์สักจำนวนหนึ่งก่อน</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>กำลังค้นหา…</translation>
    </message>
    <message>
        <source>Searching… %1 candidates tried.</source>
        <translation>กำลังค้นหา… ลองคีย์ไปแล้ว %1 คีย์</translation>
    </message>
    <message>
        <source>No false positive in %1 candidates; at this fill one would expect one in about %2.</source>
        <translation>ไม่พบผลบวกลวงจากคีย์ที่ลองไป %1 ตัว ที่ระดับการเติมบิตนี้ คาดว่าจะพบประมาณ 1 ใน %2 ตัว</translation>
    </message>
    <message>
        <source>Found %1 after %2 candidates. With %3 of %4 bits set, one in about %5 new keys is a false positive.</source>
        <translation>พบ %1 หลังจากลองไป %2 คีย์ เมื่อบิตถูกตั้งค่าแล้ว %3 จาก %4 บิต คีย์ใหม่ประมาณ 1 ใน %5 ตัวจะเป็นผลบวกลวง</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>โหลด %1</translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>เปลี่ยนการตั้งค่า</translation>
    </message>
    <message>
        <source>Press Space or Play for the next step.</source>
        <translation>กด Space หรือปุ่มเล่นเพื่อไปขั้นถัดไป</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>เลิกทำแล้ว: %1</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>ทำซ้ำแล้ว: %1</translation>
    </message>
    <message>
        <source>Load bits from text</source>
        <translation>โหลดบิตจากข้อความ</translation>
    </message>
    <message>
        <source>Loaded the bits from text. The keys that set them are not known, because a Bloom filter does not store its keys. Check a key to ask the filter.</source>
        <translation>โหลดบิตจากข้อความแล้ว ไม่ทราบว่าคีย์ใดตั้งค่าบิตเหล่านั้น เพราะ Bloom filter ไม่ได้เก็บคีย์ไว้ ตรวจสอบคีย์เพื่อถามฟิลเตอร์</translation>
    </message>
    <message>
        <source>The same keys in a cuckoo filter: %1 buckets of 4 slots, %2-bit fingerprints, %3 full.</source>
        <translation>คีย์ชุดเดียวกันในฟิลเตอร์แบบคุกคู: %1 บักเก็ต บักเก็ตละ 4 ช่อง ลายนิ้วมือขนาด %2 บิต เต็ม %3</translation>
    </message>
    <message numerus="yes">
        <source>It is full: %n key(s) were refused, which the bit array still took.</source>
        <translation>
            <numerusform>ฟิลเตอร์เต็มแล้ว: คีย์ %Ln ตัวถูกปฏิเสธ ซึ่งอาร์เรย์บิตยังคงรับไว้</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Who set its bits:</source>
        <comment>heading over a line per bit; one bit when k = 1</comment>
        <translation>
            <numerusform>บิตของคีย์นี้ถูกตั้งค่าโดย:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n random key(s). Select one in the list to see where the filter put it.</source>
        <translation>
            <numerusform>เพิ่มคีย์สุ่ม %Ln ตัวแล้ว เลือกคีย์หนึ่งในรายการเพื่อดูว่าฟิลเตอร์เก็บไว้ที่ใด</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplorePage</name>
    <message>
        <source>Explore</source>
        <translation>สำรวจ</translation>
    </message>
    <message>
        <source>Export the bit array</source>
        <translation>ส่งออกอาร์เรย์บิต</translation>
    </message>
    <message>
        <source>bloom-filter.png</source>
        <translation>bloom-filter.png</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>ส่งออก</translation>
    </message>
    <message numerus="yes">
        <source>Bloom filter: %n bit(s)</source>
        <translation>
            <numerusform>Bloom filter: %Ln บิต</numerusform>
        </translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>เปิดเซสชัน</translation>
    </message>
    <message>
        <source>This worked example places its keys by script, which a .bloom file cannot hold. Save the session instead, or pick a hash scheme first.</source>
        <translation>ตัวอย่างพร้อมวิธีทำนี้วางคีย์ตามตำแหน่งที่กำหนดไว้ ซึ่งไฟล์ .bloom เก็บไม่ได้ ให้บันทึกเซสชันแทน หรือเลือกรูปแบบแฮชก่อน</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>เปิด %1</translation>
    </message>
    <message>
        <source>Opened “%1”: its bits are shown, but not the keys that set them, because a Bloom filter does not store its keys. Check a key to ask the filter.</source>
        <translation>เปิด “%1” แล้ว: แสดงบิตของฟิลเตอร์ แต่ไม่แสดงคีย์ที่ตั้งค่าบิตเหล่านั้น เพราะ Bloom filter ไม่ได้เก็บคีย์ไว้ ตรวจสอบคีย์เพื่อถามฟิลเตอร์</translation>
    </message>
    <message>
        <source>The Explore page draws classic filters of up to %1 bits and %2 hash functions, so this one is described here rather than drawn.</source>
        <translation>หน้าสำรวจวาดได้เฉพาะฟิลเตอร์แบบคลาสสิกที่มีไม่เกิน %1 บิตและฟังก์ชันแฮชไม่เกิน %2 ฟังก์ชัน จึงอธิบายฟิลเตอร์นี้ไว้ที่นี่แทนการวาด</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>คีย์</translation>
    </message>
    <message>
        <source>As text</source>
        <translation>แบบข้อความ</translation>
    </message>
</context>
<context>
    <name>ExploreSettingsBar</name>
    <message>
        <source>Worked example</source>
        <translation>ตัวอย่างพร้อมวิธีทำ</translation>
    </message>
    <message>
        <source>Examples…</source>
        <translation>ตัวอย่าง…</translation>
    </message>
    <message>
        <source>Replay a worked example from the articles, step by step</source>
        <translation>เล่นตัวอย่างพร้อมวิธีทำจากบทความซ้ำทีละขั้นตอน</translation>
    </message>
    <message>
        <source>Bits (m)</source>
        <translation>จำนวนบิต (m)</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>จำนวนแฮช (k)</translation>
    </message>
    <message>
        <source>Hash scheme</source>
        <translation>รูปแบบแฮช</translation>
    </message>
    <message>
        <source>Enhanced double (XXH3)</source>
        <translation>แฮชคู่แบบปรับปรุง (XXH3)</translation>
    </message>
    <message>
        <source>Plain double (XXH3)</source>
        <translation>แฮชคู่แบบธรรมดา (XXH3)</translation>
    </message>
    <message>
        <source>Article: h·31 + byte</source>
        <translation>ตามบทความ: h·31 + byte</translation>
    </message>
    <message>
        <source>Article&apos;s positions</source>
        <translation>ตำแหน่งตามบทความ</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>ค่าซีด</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>ใหม่ (&amp;N)</translation>
    </message>
    <message>
        <source>New random seed</source>
        <translation>ค่าซีดสุ่มใหม่</translation>
    </message>
    <message>
        <source>Draw a new secret random seed</source>
        <translation>สุ่มค่าซีดลับค่าใหม่</translation>
    </message>
    <message>
        <source>&amp;Bits (m):</source>
        <translation>จำนวนบิต (m) (&amp;B):</translation>
    </message>
    <message>
        <source>Hash &amp;scheme:</source>
        <translation>รูปแบบแฮช (&amp;S):</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>ค่าซีด (&amp;D):</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to %1.</source>
        <translation>ค่าซีดต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง %1</translation>
    </message>
    <message>
        <source>Enhanced, unmixed (0.1)</source>
        <translation>แฮชคู่แบบปรับปรุง ไม่ผสมค่า (0.1)</translation>
    </message>
    <message>
        <source>Hashes (&amp;k):</source>
        <translation>จำนวนแฮช (k) (&amp;K):</translation>
    </message>
    <message>
        <source>The hash seed, %1: secret and random at start. Type one to repeat a demo exactly.</source>
        <translation>ค่าซีดของแฮช %1: เป็นค่าลับที่สุ่มขึ้นเมื่อเริ่มโปรแกรม พิมพ์ค่าซีดเองเพื่อเล่นการสาธิตซ้ำให้เหมือนเดิมทุกประการ</translation>
    </message>
</context>
<context>
    <name>FeedBar</name>
    <message>
        <source>Feed keys:</source>
        <translation>ป้อนคีย์:</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Add %1 new keys to both filters</source>
        <translation>เพิ่มคีย์ใหม่ %1 คีย์ลงในฟิลเตอร์ทั้งสอง</translation>
    </message>
    <message>
        <source>Keep adding keys until you stop it or the lesson&apos;s limit is reached</source>
        <translation>เพิ่มคีย์ไปเรื่อย ๆ จนกว่าคุณจะหยุด หรือถึงขีดจำกัดของบทเรียน</translation>
    </message>
    <message>
        <source>Feed c&amp;ontinuously</source>
        <translation>ป้อนคีย์อย่างต่อเนื่อง (&amp;O)</translation>
    </message>
</context>
<context>
    <name>FileStore</name>
    <message>
        <source>Could not save “%1”: %2. Nothing was changed.</source>
        <translation>ไม่สามารถบันทึก “%1”: %2 ไม่มีสิ่งใดเปลี่ยนแปลง</translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation>พื้นที่บนดิสก์เต็ม</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2. The previous file is unchanged.</source>
        <translation>ไม่สามารถบันทึก “%1”: %2 ไฟล์เดิมยังคงเหมือนเดิม</translation>
    </message>
    <message>
        <source>“%1” does not exist any more.</source>
        <translation>“%1” ไม่มีอยู่แล้ว</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation>“%1” เป็นโฟลเดอร์ ไม่ใช่ไฟล์</translation>
    </message>
    <message>
        <source>“%1” is %2, more than any BloomLab file can be (%3).</source>
        <translation>“%1” มีขนาด %2 ซึ่งเกินกว่าขนาดที่ไฟล์ BloomLab ใด ๆ จะเป็นได้ (%3)</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2.</source>
        <translation>ไม่สามารถเปิด “%1”: %2</translation>
    </message>
    <message>
        <source>“%1” is more than any BloomLab file can be (%2).</source>
        <translation>“%1” มีขนาดเกินกว่าที่ไฟล์ BloomLab ใด ๆ จะเป็นได้ (%2)</translation>
    </message>
</context>
<context>
    <name>FilterColumnStage</name>
    <message>
        <source>Plain Bloom filter</source>
        <translation>Bloom filter แบบธรรมดา</translation>
    </message>
    <message>
        <source>Counting Bloom filter</source>
        <translation>Bloom filter แบบนับ (counting Bloom filter)</translation>
    </message>
    <message>
        <source>Delete clears the key&apos;s bits</source>
        <translation>การลบจะล้างบิตของคีย์</translation>
    </message>
    <message>
        <source>Remove lowers the key&apos;s counters by one</source>
        <translation>การนำออกจะลดตัวนับของคีย์ลงหนึ่ง</translation>
    </message>
    <message>
        <source>Plain filter bits</source>
        <translation>บิตของฟิลเตอร์แบบธรรมดา</translation>
    </message>
    <message>
        <source>Counting filter counters</source>
        <translation>ตัวนับของฟิลเตอร์แบบนับ</translation>
    </message>
</context>
<context>
    <name>FilterText</name>
    <message>
        <source>Binary</source>
        <translation>เลขฐานสอง</translation>
    </message>
    <message>
        <source>Hexadecimal</source>
        <translation>เลขฐานสิบหก</translation>
    </message>
    <message>
        <source>Base64</source>
        <translation>Base64</translation>
    </message>
    <message>
        <source>Decimal number</source>
        <translation>เลขฐานสิบ</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a binary digit: binary uses only 0 and 1.</source>
        <translation>อักขระตัวที่ %1 (%2) ไม่ใช่หลักของเลขฐานสอง: เลขฐานสองใช้ได้เฉพาะ 0 และ 1</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a hexadecimal digit: hexadecimal uses only 0–9 and a–f (or A–F).</source>
        <translation>อักขระตัวที่ %1 (%2) ไม่ใช่หลักของเลขฐานสิบหก: เลขฐานสิบหกใช้ได้เฉพาะ 0–9 และ a–f (หรือ A–F)</translation>
    </message>
    <message>
        <source>Character %1, %2, is not used in Base64, which has only A–Z, a–z, 0–9, + and /, with = as padding at the end.</source>
        <translation>อักขระตัวที่ %1 (%2) ไม่ได้ใช้ใน Base64 ซึ่งมีเฉพาะ A–Z, a–z, 0–9, + และ / โดยมี = เป็นตัวเติมท้าย (padding)</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a digit: a decimal number uses only 0–9.</source>
        <translation>อักขระตัวที่ %1 (%2) ไม่ใช่ตัวเลข: เลขฐานสิบใช้ได้เฉพาะ 0–9</translation>
    </message>
    <message>
        <source>The box is empty: paste or type the filter&apos;s bits as text first.</source>
        <translation>ช่องนี้ว่างอยู่: วางหรือพิมพ์บิตของฟิลเตอร์เป็นข้อความก่อน</translation>
    </message>
    <message numerus="yes">
        <source>The binary form of this filter has exactly %Ln digit(s), one for each bit; this text has %1.</source>
        <translation>
            <numerusform>ฟิลเตอร์นี้ในรูปเลขฐานสองมี %Ln หลักพอดี หลักละหนึ่งบิต แต่ข้อความนี้มี %1 หลัก</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hexadecimal form of this filter has exactly %Ln digit(s), two for each of its bytes; this text has %1.</source>
        <translation>
            <numerusform>ฟิลเตอร์นี้ในรูปเลขฐานสิบหกมี %Ln หลักพอดี ไบต์ละสองหลัก แต่ข้อความนี้มี %1 หลัก</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Base64 form of this filter has exactly %Ln character(s), four for every three of its bytes; this text has %1.</source>
        <translation>
            <numerusform>ฟิลเตอร์นี้ในรูป Base64 มี %Ln อักขระพอดี สี่อักขระต่อทุกสามไบต์ แต่ข้อความนี้มี %1 อักขระ</numerusform>
        </translation>
    </message>
    <message>
        <source>The Base64 form of this filter has no = padding: its bytes fill whole groups of three.</source>
        <translation>ฟิลเตอร์นี้ในรูป Base64 ไม่มีเครื่องหมาย = เติมท้าย เพราะไบต์ของฟิลเตอร์แบ่งเป็นกลุ่มละสามไบต์ได้พอดี</translation>
    </message>
    <message numerus="yes">
        <source>The Base64 form of this filter ends in exactly %Ln = sign(s) of padding, and has no = anywhere else.</source>
        <translation>
            <numerusform>ฟิลเตอร์นี้ในรูป Base64 ลงท้ายด้วยเครื่องหมาย = เติมท้าย %Ln ตัวพอดี และไม่มี = ที่ตำแหน่งอื่น</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This number is too large for a filter of %Ln bit(s): it must be less than 2 to the power %1.</source>
        <translation>
            <numerusform>ตัวเลขนี้ใหญ่เกินไปสำหรับฟิลเตอร์ขนาด %Ln บิต: ต้องน้อยกว่า 2 ยกกำลัง %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The text sets the bit at position %1, but this filter&apos;s %Ln bit(s) are at positions 0 to %2.</source>
        <translation>
            <numerusform>ข้อความนี้ตั้งค่าบิตที่ตำแหน่ง %1 แต่บิตทั้ง %Ln บิตของฟิลเตอร์นี้อยู่ที่ตำแหน่ง 0 ถึง %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FilterTextPanel</name>
    <message>
        <source>&amp;Load</source>
        <translation>โหลด (&amp;L)</translation>
    </message>
    <message>
        <source>The same bits as text: a server can send the filter to a client as one number, and the client then checks keys on its own.</source>
        <translation>บิตชุดเดียวกันในรูปข้อความ: เซิร์ฟเวอร์ส่งฟิลเตอร์ให้ไคลเอนต์เป็นตัวเลขตัวเดียวได้ แล้วไคลเอนต์ก็ตรวจสอบคีย์ได้เอง</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>คัดลอก</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <comment>a button&apos;s name for screen readers; %1 is a form such as Binary</comment>
        <translation>คัดลอก %1</translation>
    </message>
    <message>
        <source>Copy this text to the clipboard</source>
        <translation>คัดลอกข้อความนี้ไปยังคลิปบอร์ด</translation>
    </message>
    <message>
        <source>Load bits from text</source>
        <translation>โหลดบิตจากข้อความ</translation>
    </message>
    <message>
        <source>Form of the text to load</source>
        <translation>รูปแบบของข้อความที่จะโหลด</translation>
    </message>
    <message>
        <source>Text to load</source>
        <translation>ข้อความที่จะโหลด</translation>
    </message>
    <message>
        <source>Paste a text of this filter&apos;s size</source>
        <translation>วางข้อความที่มีขนาดตรงกับฟิลเตอร์นี้</translation>
    </message>
    <message>
        <source>Replace the filter&apos;s bits with these; m, k and the hash scheme stay, and Undo brings the old bits back</source>
        <translation>แทนที่บิตของฟิลเตอร์ด้วยบิตเหล่านี้ โดย m, k และรูปแบบแฮชยังคงเดิม และเลิกทำเพื่อนำบิตเดิมกลับมาได้</translation>
    </message>
    <message>
        <source>Copied to the clipboard: %1.</source>
        <comment>%1 is a form such as Binary or Base64</comment>
        <translation>คัดลอกไปยังคลิปบอร์ดแล้ว: %1</translation>
    </message>
    <message>
        <source>Bit i is the number&apos;s bit i. Binary lists bit %1 first; Hexadecimal and Base64 give the number&apos;s bytes lowest byte first, as memory holds them.</source>
        <translation>บิต i คือบิต i ของตัวเลข เลขฐานสองเรียงบิต %1 ก่อน ส่วนเลขฐานสิบหกและ Base64 ให้ไบต์ของตัวเลขโดยเริ่มจากไบต์ต่ำสุด ตามที่เก็บไว้ในหน่วยความจำ</translation>
    </message>
</context>
<context>
    <name>FprChart</name>
    <message>
        <source>Formula (1 − e^(−kn/m))^k</source>
        <translation>สูตร (1 − e^(−kn/m))^k</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>ค่าแม่นตรง</translation>
    </message>
    <message>
        <source>Blocked filter</source>
        <translation>ฟิลเตอร์แบบบล็อก</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>ขณะนี้</translation>
    </message>
    <message>
        <source>Measured, 95% interval</source>
        <translation>ค่าที่วัดได้ (ช่วงความเชื่อมั่น 95%)</translation>
    </message>
    <message>
        <source>FPR</source>
        <translation>FPR</translation>
    </message>
    <message>
        <source>%1, as a table</source>
        <translation>%1 ในรูปแบบตาราง</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>ไม่สามารถบันทึก %1: %2</translation>
    </message>
    <message>
        <source>choose a name ending in .png, .svg or .csv</source>
        <translation>โปรดเลือกชื่อที่ลงท้ายด้วย .png, .svg หรือ .csv</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>ส่งออกแผนภูมิ</translation>
    </message>
    <message>
        <source>fpr-chart.png</source>
        <translation>fpr-chart.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;CSV data (*.csv)</source>
        <translation>ภาพ PNG (*.png);;ภาพ SVG (*.svg);;ข้อมูล CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>ส่งออก</translation>
    </message>
    <message>
        <source>False-positive rate as keys are added</source>
        <translation>อัตราผลบวกลวงเมื่อเพิ่มคีย์</translation>
    </message>
    <message>
        <source>False-positive rate by number of hashes</source>
        <translation>อัตราผลบวกลวงตามจำนวนแฮช</translation>
    </message>
    <message>
        <source>False-positive rate by bits per key</source>
        <translation>อัตราผลบวกลวงตามจำนวนบิตต่อคีย์</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>จำนวนคีย์ (n)</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>จำนวนแฮช (k)</translation>
    </message>
    <message>
        <source>Bits per key (m/n)</source>
        <translation>จำนวนบิตต่อคีย์ (m/n)</translation>
    </message>
    <message>
        <source>Every rate on this chart is below %1: too small to draw.</source>
        <translation>ทุกอัตราในแผนภูมินี้ต่ำกว่า %1: เล็กเกินกว่าจะวาดได้</translation>
    </message>
    <message>
        <source>Cuckoo filter</source>
        <translation>ฟิลเตอร์แบบคุกคู</translation>
    </message>
    <message>
        <source>Lower bound: %1 bits per key</source>
        <translation>ขอบเขตล่าง: %1 บิตต่อคีย์</translation>
    </message>
    <message>
        <source>Beside the Bloom filter&apos;s formula, a cuckoo filter of the same bits per key, a step for each whole bit of fingerprint, and the lower bound no filter can pass.</source>
        <translation>เคียงข้างสูตรของ Bloom filter มีฟิลเตอร์แบบคุกคูที่ใช้จำนวนบิตต่อคีย์เท่ากัน ซึ่งเปลี่ยนเป็นขั้นทุกครั้งที่ลายนิ้วมือเพิ่มขึ้นครบหนึ่งบิต และขอบเขตล่างที่ไม่มีฟิลเตอร์ใดทำได้ต่ำกว่า</translation>
    </message>
    <message>
        <source>Bits per key for which this k is best</source>
        <translation>จำนวนบิตต่อคีย์ที่ k นี้ดีที่สุด</translation>
    </message>
    <message>
        <source>Best k for this m and n</source>
        <translation>ค่า k ที่ดีที่สุดสำหรับ m และ n นี้</translation>
    </message>
    <message>
        <source>Best k allowed (%1); the best, %2, is beyond the range</source>
        <translation>k ที่ใช้ได้ดีที่สุด (%1); ค่าที่ดีที่สุด %2 อยู่นอกช่วง</translation>
    </message>
    <message>
        <source>0 false positives in %1 probes: below the axis</source>
        <translation>ผลบวกลวง 0 ครั้งจากการตรวจสอบ %1 ครั้ง: ต่ำกว่าแกน</translation>
    </message>
    <message>
        <source>The best k for this m and n is %1, more than the %2 hashes a filter takes here: the square marks k = %2, the best of those.</source>
        <translation>ค่า k ที่ดีที่สุดสำหรับ m และ n นี้คือ %1 ซึ่งมากกว่าจำนวนแฮช %2 ที่ฟิลเตอร์ที่นี่รับได้ สี่เหลี่ยมจึงแสดง k = %2 ซึ่งดีที่สุดในช่วงนั้น</translation>
    </message>
    <message>
        <source>At n = %1: 0 false positives in %2 probes. A rate of 0 cannot be drawn on a log axis, so the circle sits at its foot; the bar is the 95% interval, up to %3.</source>
        <translation>ที่ n = %1: ผลบวกลวง 0 ครั้งจากการตรวจสอบ %2 ครั้ง อัตรา 0 วาดบนแกนลอการิทึมไม่ได้ วงกลมจึงอยู่ที่ขอบล่างของแกน แถบคือช่วงความเชื่อมั่น 95% ซึ่งสูงสุดถึง %3</translation>
    </message>
</context>
<context>
    <name>FprController</name>
    <message>
        <source>Set m to %1</source>
        <translation>ตั้ง m เป็น %1</translation>
    </message>
    <message>
        <source>Set n to %1</source>
        <translation>ตั้ง n เป็น %1</translation>
    </message>
    <message>
        <source>Set k to %1</source>
        <translation>ตั้ง k เป็น %1</translation>
    </message>
    <message>
        <source>Set m, n and k</source>
        <translation>ตั้งค่า m, n และ k</translation>
    </message>
    <message>
        <source>Edit the sizing calculator</source>
        <translation>แก้ไขเครื่องคำนวณขนาด</translation>
    </message>
    <message>
        <source>Fill the sizing calculator</source>
        <translation>กรอกเครื่องคำนวณขนาด</translation>
    </message>
    <message>
        <source>exact curve shown for m ≤ %1</source>
        <translation>แสดงเส้นโค้งแบบแม่นตรงเมื่อ m ≤ %1</translation>
    </message>
    <message>
        <source>Charts updated in %1 ms</source>
        <translation>อัปเดตแผนภูมิใน %1 ms</translation>
    </message>
    <message>
        <source>An experiment is already running; wait for it or cancel it.</source>
        <translation>มีการทดลองกำลังทำงานอยู่ โปรดรอให้เสร็จหรือยกเลิกก่อน</translation>
    </message>
    <message>
        <source>Measuring at n = %1…</source>
        <translation>กำลังวัดที่ n = %1…</translation>
    </message>
    <message>
        <source>Building the filter and inserting 100 million keys…</source>
        <translation>กำลังสร้างฟิลเตอร์และเพิ่มคีย์ 100 ล้านคีย์…</translation>
    </message>
    <message>
        <source>Measured %1 of 4: at n = %2, %3 false positives in %4 probes = %5 (theory %6).</source>
        <translation>วัดแล้ว %1 จาก 4: ที่ n = %2 พบผลบวกลวง %3 ครั้งจากการตรวจสอบ %4 ครั้ง = %5 (ตามทฤษฎี %6)</translation>
    </message>
    <message>
        <source>Measured false-positive rate %1 (95%: %2 to %3) against %4 in theory.
Inserted %5 keys in %6 s; probed %7 keys in %8 s. The filter used %9.</source>
        <translation>อัตราผลบวกลวงที่วัดได้ %1 (95%: %2 ถึง %3) เทียบกับ %4 ตามทฤษฎี
เพิ่มคีย์ %5 คีย์ใน %6 s; ตรวจสอบคีย์ %7 คีย์ใน %8 s ฟิลเตอร์ใช้หน่วยความจำ %9</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>ยกเลิกแล้ว</translation>
    </message>
    <message>
        <source>The last measurement was for other values of m, n or k; click Measure to measure these.</source>
        <translation>การวัดครั้งล่าสุดใช้ค่า m, n หรือ k อื่น กด “วัดค่า” เพื่อวัดค่าชุดนี้</translation>
    </message>
</context>
<context>
    <name>FprInputsBar</name>
    <message>
        <source>Filter</source>
        <translation>ฟิลเตอร์</translation>
    </message>
    <message>
        <source>Bits (m)</source>
        <translation>จำนวนบิต (m)</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>จำนวนคีย์ (n)</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>จำนวนแฮช (k)</translation>
    </message>
    <message>
        <source>&amp;m bits:</source>
        <translation>จำนวนบิต m (&amp;M):</translation>
    </message>
    <message>
        <source>&amp;n keys:</source>
        <translation>จำนวนคีย์ n (&amp;N):</translation>
    </message>
    <message>
        <source>&amp;k hashes:</source>
        <translation>จำนวนแฮช k (&amp;K):</translation>
    </message>
    <message>
        <source>Drag between %1 and %2; type any value up to %3 in the box</source>
        <translation>ลากเพื่อเลือกค่าระหว่าง %1 ถึง %2 หรือพิมพ์ค่าใดก็ได้ไม่เกิน %3 ลงในช่อง</translation>
    </message>
</context>
<context>
    <name>FprPage</name>
    <message>
        <source>FPR lab</source>
        <translation>ห้องทดลอง FPR</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>แผนภูมิ (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Sizing calculator</source>
        <translation>เครื่องคำนวณขนาด (&amp;S)</translation>
    </message>
    <message>
        <source>E&amp;xperiments at scale</source>
        <translation>การทดลองขนาดใหญ่ (&amp;X)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>ส่งออก</translation>
    </message>
    <message>
        <source>Which chart?</source>
        <translation>แผนภูมิใด?</translation>
    </message>
    <message>
        <source>V&amp;ariants compared</source>
        <translation>เปรียบเทียบชนิดของฟิลเตอร์ (&amp;A)</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>เปิดเซสชัน</translation>
    </message>
</context>
<context>
    <name>GrowthChartStage</name>
    <message>
        <source>Measured false-positive rate as keys keep coming</source>
        <translation>อัตราผลบวกลวงที่วัดได้ขณะที่มีคีย์เข้ามาเรื่อย ๆ</translation>
    </message>
    <message>
        <source>Fixed filter</source>
        <translation>ฟิลเตอร์ขนาดคงที่</translation>
    </message>
    <message>
        <source>Scalable filter</source>
        <translation>ฟิลเตอร์แบบขยายขนาดได้</translation>
    </message>
    <message>
        <source>Target p</source>
        <translation>p เป้าหมาย</translation>
    </message>
    <message>
        <source>Design capacity</source>
        <translation>ความจุที่ออกแบบไว้</translation>
    </message>
    <message>
        <source>Keys added (n)</source>
        <translation>คีย์ที่เพิ่มแล้ว (n)</translation>
    </message>
    <message>
        <source>False-positive rate (%)</source>
        <translation>อัตราผลบวกลวง (%)</translation>
    </message>
    <message>
        <source>False-positive rate chart</source>
        <translation>แผนภูมิอัตราผลบวกลวง</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>ผลการวัด</translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation>สเกลลอการิทึม (&amp;L)</translation>
    </message>
    <message>
        <source>Show the rate on a logarithmic axis, where small rates stay visible</source>
        <translation>แสดงอัตราบนแกนลอการิทึม ซึ่งอัตราเล็ก ๆ ยังมองเห็นได้</translation>
    </message>
</context>
<context>
    <name>InterviewPanel</name>
    <message>
        <source>%1 minutes, %2 questions</source>
        <translation>%1 นาที %2 คำถาม</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>ระยะเวลา</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>ระยะเวลา (&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Start the interview</source>
        <translation>เริ่มสัมภาษณ์ (&amp;S)</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>เวลาที่เหลือ</translation>
    </message>
    <message>
        <source>The interview&apos;s review</source>
        <translation>สรุปผลการสัมภาษณ์</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>คำถามที่ %1 จาก %2</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>เหลือ %1</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>คะแนนตามหัวข้อ</translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <translation>%1: ถูก %2 จาก %3</translation>
    </message>
    <message>
        <source>Explain questions are not scored: compare your words with the model answer.</source>
        <translation>คำถามแบบอธิบายไม่มีการให้คะแนน: ให้เปรียบเทียบคำตอบของคุณกับคำตอบตัวอย่าง</translation>
    </message>
    <message>
        <source>Every answer</source>
        <translation>คำตอบทุกข้อ</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>ทำไม่ทัน</translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>คำตอบของคุณ:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>ถูกต้อง</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>ยังไม่ถูก</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>คำตอบ: %1</translation>
    </message>
    <message>
        <source>Model answer:</source>
        <translation>คำตอบตัวอย่าง:</translation>
    </message>
    <message>
        <source>Key points:</source>
        <translation>ประเด็นสำคัญ:</translation>
    </message>
    <message>
        <source>Start another intervie&amp;w</source>
        <translation>เริ่มการสัมภาษณ์ใหม่ (&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>ส่งออกเป็น CSV… (&amp;E)</translation>
    </message>
    <message>
        <source>Save every answer, its time and its result for a spreadsheet</source>
        <translation>บันทึกทุกคำตอบ เวลา และผลลัพธ์ ไว้ใช้ในสเปรดชีต</translation>
    </message>
    <message>
        <source>Export the interview</source>
        <translation>ส่งออกการสัมภาษณ์</translation>
    </message>
    <message>
        <source>interview.csv</source>
        <translation>interview.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ไฟล์ CSV (*.csv)</translation>
    </message>
    <message>
        <source>In all: %1 of %2 right</source>
        <translation>รวม: ถูก %1 จาก %2</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>บันทึก “%1” แล้ว</translation>
    </message>
    <message>
        <source>A timed set, as in an interview: numbers to work out, options to choose, predictions on a live demo and trade-offs to explain, with no hints and no feedback until the end. Then you see a score per topic, the time each answer took, and every answer beside the right one or a model answer, and you can watch each prediction play out on its demo.</source>
        <translation>ชุดคำถามแบบจับเวลาเหมือนการสัมภาษณ์งาน: มีตัวเลขให้คำนวณ ตัวเลือกให้เลือก การทำนายบนเดโมสด และการชั่งข้อดีข้อเสีย (trade-off) ให้อธิบาย โดยไม่มีคำใบ้และไม่บอกผลจนกว่าจะจบ จากนั้นคุณจะเห็นคะแนนตามหัวข้อ เวลาที่ใช้ตอบแต่ละข้อ และคำตอบทุกข้อเทียบกับคำตอบที่ถูกหรือคำตอบตัวอย่าง และยังดูสิ่งที่ทำนายไว้แต่ละข้อเกิดขึ้นจริงบนเดโมของข้อนั้นได้ด้วย</translation>
    </message>
    <message>
        <source>Watch the answer on the demo</source>
        <translation>ดูคำตอบบนเดโม</translation>
    </message>
    <message>
        <source>Question %1 on the demo</source>
        <translation>คำถามที่ %1 บนเดโม</translation>
    </message>
</context>
<context>
    <name>KeyEntryBar</name>
    <message>
        <source>Export…</source>
        <translation>ส่งออก…</translation>
    </message>
    <message>
        <source>Type a key, such as a username</source>
        <translation>พิมพ์คีย์ เช่น ชื่อผู้ใช้</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>คีย์</translation>
    </message>
    <message>
        <source>Enter adds the key; Shift+Enter checks it</source>
        <translation>กด Enter เพื่อเพิ่มคีย์ และ Shift+Enter เพื่อตรวจสอบคีย์</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>เพิ่ม (&amp;A)</translation>
    </message>
    <message>
        <source>Add the key to the filter (Enter)</source>
        <translation>เพิ่มคีย์ลงในฟิลเตอร์ (Enter)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>ตรวจสอบ (&amp;C)</translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Shift+Enter)</source>
        <translation>ถามฟิลเตอร์ว่าอาจมีคีย์นี้อยู่หรือไม่ (Shift+Enter)</translation>
    </message>
    <message>
        <source>Add 10 &amp;random keys</source>
        <translation>เพิ่มคีย์สุ่ม 10 ตัว (&amp;R)</translation>
    </message>
    <message>
        <source>Try new keys until one is reported present without having been added</source>
        <translation>ลองคีย์ใหม่ไปเรื่อย ๆ จนกว่าจะพบคีย์ที่ถูกรายงานว่ามีอยู่ ทั้งที่ไม่เคยถูกเพิ่ม</translation>
    </message>
    <message>
        <source>Save the bit array as a PNG or SVG image, for slides</source>
        <translation>บันทึกอาร์เรย์บิตเป็นภาพ PNG หรือ SVG สำหรับใช้ในสไลด์</translation>
    </message>
    <message>
        <source>Cancel the search</source>
        <translation>ยกเลิกการค้นหา</translation>
    </message>
    <message>
        <source>Find a false &amp;positive</source>
        <translation>หาผลบวกลวง (&amp;P)</translation>
    </message>
    <message>
        <source>Enter checks the key; Shift+Enter adds it</source>
        <translation>กด Enter เพื่อตรวจสอบคีย์ และ Shift+Enter เพื่อเพิ่มคีย์</translation>
    </message>
    <message>
        <source>Add the key to the filter (Shift+Enter)</source>
        <translation>เพิ่มคีย์ลงในฟิลเตอร์ (Shift+Enter)</translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Enter)</source>
        <translation>ถามฟิลเตอร์ว่าอาจมีคีย์นี้อยู่หรือไม่ (Enter)</translation>
    </message>
</context>
<context>
    <name>KeysPanel</name>
    <message>
        <source>Colour by collisions</source>
        <translation>ระบายสีตามการชน</translation>
    </message>
    <message>
        <source>Hover over a cell, or focus the array and use the arrow keys.</source>
        <translation>วางเมาส์เหนือช่อง หรือโฟกัสที่อาร์เรย์แล้วใช้ปุ่มลูกศร</translation>
    </message>
    <message>
        <source>Keys added</source>
        <translation>คีย์ที่เพิ่มแล้ว</translation>
    </message>
    <message>
        <source>Colour each set bit by how many keys set it</source>
        <translation>ระบายสีบิตที่ถูกตั้งค่าแต่ละบิตตามจำนวนคีย์ที่ตั้งค่าบิตนั้น</translation>
    </message>
    <message>
        <source>Select a key to see where the filter put it</source>
        <translation>เลือกคีย์เพื่อดูว่าฟิลเตอร์เก็บไว้ที่ใด</translation>
    </message>
    <message>
        <source>Hover over a slot to see its bucket and fingerprint.</source>
        <translation>วางเมาส์เหนือช่องเพื่อดูบักเก็ตและลายนิ้วมือของช่องนั้น</translation>
    </message>
</context>
<context>
    <name>LessonContents</name>
    <message>
        <source>Read</source>
        <translation>อ่าน</translation>
    </message>
    <message>
        <source>Do</source>
        <translation>ลงมือทำ</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>ทำนาย</translation>
    </message>
    <message>
        <source>Lessons and their steps</source>
        <translation>บทเรียนและขั้นต่าง ๆ ของแต่ละบท</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>ขั้นที่ %1: %2</translation>
    </message>
    <message>
        <source>%1, done</source>
        <translation>%1 เสร็จแล้ว</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 steps done · about %Ln minute(s)</source>
        <translation>
            <numerusform>ทำเสร็จแล้ว %1 จาก %2 ขั้น · ประมาณ %Ln นาที</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonStageHost</name>
    <message>
        <source>The chart appears once you have answered: it would give the answer away.</source>
        <translation>แผนภูมิจะแสดงหลังจากคุณตอบแล้ว เพราะถ้าแสดงตอนนี้จะเฉลยคำตอบ</translation>
    </message>
</context>
<context>
    <name>LessonStepPanel</name>
    <message>
        <source>Read</source>
        <translation>อ่าน</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>ตาคุณ</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>ทำนาย</translation>
    </message>
    <message>
        <source>&amp;Show a hint</source>
        <translation>ดูคำใบ้ (&amp;S)</translation>
    </message>
    <message>
        <source>Check &amp;my answer</source>
        <translation>ตรวจคำตอบ (&amp;M)</translation>
    </message>
    <message>
        <source>This step has no translation yet, so it is shown in English.</source>
        <translation>ขั้นนี้ยังไม่มีคำแปล จึงแสดงเป็นภาษาอังกฤษ</translation>
    </message>
    <message>
        <source>The step&apos;s text</source>
        <translation>ข้อความของขั้นนี้</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>คำตอบของคุณ</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>ขั้นที่ %1 จาก %2 · %3</translation>
    </message>
    <message>
        <source>Done. Go on with Next.</source>
        <translation>เสร็จแล้ว กด “ถัดไป” เพื่อไปต่อ</translation>
    </message>
    <message>
        <source>Click the cells you expect, then check your answer.</source>
        <translation>คลิกช่องที่คุณคาดไว้ แล้วตรวจคำตอบ</translation>
    </message>
    <message>
        <source>Watch the answer…</source>
        <translation>ดูคำตอบ…</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>ถูกต้อง</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>ยังไม่ถูก</translation>
    </message>
    <message>
        <source>%1 You said: %2. The answer: %3.</source>
        <translation>%1 คุณตอบ: %2 คำตอบที่ถูก: %3</translation>
    </message>
    <message>
        <source>no cells</source>
        <translation>ไม่มีช่องใด</translation>
    </message>
    <message>
        <source>Click at least one cell of the bit array first.</source>
        <translation>คลิกอย่างน้อยหนึ่งช่องในบิตของฟิลเตอร์ก่อน</translation>
    </message>
    <message>
        <source>Your turn: do it on the live demo beside this text.</source>
        <translation>ถึงตาคุณ: ลองทำบนเดโมจริงข้างข้อความนี้</translation>
    </message>
    <message>
        <source>Answer first; then read why.</source>
        <translation>ตอบก่อน แล้วค่อยอ่านเหตุผล</translation>
    </message>
    <message>
        <source>Answer first; then watch what the demo does.</source>
        <translation>ตอบก่อน แล้วดูว่าเดโมทำอะไร</translation>
    </message>
    <message>
        <source>Answer taken. The review at the end shows the answer.</source>
        <translation>บันทึกคำตอบแล้ว เฉลยจะแสดงในสรุปผลตอนท้าย</translation>
    </message>
    <message>
        <source>Click the cells you expect, then give your answer. The review at the end shows the answer.</source>
        <translation>คลิกช่องที่คุณคาดไว้ แล้วส่งคำตอบ เฉลยจะแสดงในสรุปผลตอนท้าย</translation>
    </message>
    <message>
        <source>Answer here; the review at the end shows the answer on the demo.</source>
        <translation>ตอบที่นี่ เฉลยจะแสดงบนเดโมในสรุปผลตอนท้าย</translation>
    </message>
    <message>
        <source>Type your answer as a number, in digits.</source>
        <translation>พิมพ์คำตอบเป็นตัวเลข</translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message>
        <source>&amp;Back</source>
        <translation>ย้อนกลับ (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>ถัดไป (&amp;N)</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>บทเรียน</translation>
    </message>
    <message>
        <source>&amp;Reset progress…</source>
        <translation>รีเซ็ตความคืบหน้า (&amp;R)…</translation>
    </message>
    <message>
        <source>Welcome back: you are where you left off. Choose any step in the contents to go elsewhere.</source>
        <translation>ยินดีต้อนรับกลับมา: คุณอยู่ตรงจุดที่ทำค้างไว้ เลือกขั้นใดก็ได้ในสารบัญเพื่อไปที่อื่น</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>บทเรียนถัดไป (&amp;N)</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>รีเซ็ตความคืบหน้า</translation>
    </message>
    <message>
        <source>Forget which steps you have done in every lesson? The lessons stay as they are.</source>
        <translation>ล้างบันทึกว่าคุณทำขั้นใดเสร็จแล้วในทุกบทเรียนหรือไม่? ตัวบทเรียนจะยังคงเหมือนเดิม</translation>
    </message>
    <message>
        <source>Open in E&amp;xplore</source>
        <translation>เปิดในหน้าสำรวจ (&amp;X)</translation>
    </message>
    <message>
        <source>Continue on the Explore page from this step&apos;s filter, with every control</source>
        <translation>ทำต่อในหน้าสำรวจจากฟิลเตอร์ของขั้นตอนนี้ พร้อมตัวควบคุมทุกตัว</translation>
    </message>
    <message>
        <source>Open in the FPR &amp;lab</source>
        <translation>เปิดในห้องทดลอง FPR (&amp;L)</translation>
    </message>
    <message>
        <source>Continue in the FPR lab from this step&apos;s m, n and k, with every control</source>
        <translation>ทำต่อในห้องทดลอง FPR ด้วยค่า m, n และ k ของขั้นตอนนี้ พร้อมตัวควบคุมทุกตัว</translation>
    </message>
    <message>
        <source>Open in De&amp;letion</source>
        <translation>เปิดในหน้าการลบ (&amp;L)</translation>
    </message>
    <message>
        <source>Continue on the Deletion page from this step&apos;s two filters, with every control</source>
        <translation>ทำต่อในหน้าการลบจากฟิลเตอร์ทั้งสองของขั้นตอนนี้ พร้อมตัวควบคุมทุกตัว</translation>
    </message>
    <message>
        <source>Continue on the Scalable page from this step&apos;s filters, with every control</source>
        <translation>ทำต่อในหน้าขยายขนาดได้จากฟิลเตอร์ของขั้นตอนนี้ พร้อมตัวควบคุมทุกตัว</translation>
    </message>
    <message>
        <source>Open in Sca&amp;lable</source>
        <translation>เปิดในหน้าขยายขนาดได้ (&amp;L)</translation>
    </message>
    <message>
        <source>R&amp;un it for real</source>
        <translation>ลองกับระบบจริง (&amp;U)</translation>
    </message>
    <message>
        <source>Open this lesson&apos;s system on the Systems page, running on the real components</source>
        <translation>เปิดระบบของบทเรียนนี้ในหน้าระบบ ซึ่งทำงานบนส่วนประกอบจริง</translation>
    </message>
    <message>
        <source>&amp;Previous lesson</source>
        <translation>บทเรียนก่อนหน้า (&amp;P)</translation>
    </message>
</context>
<context>
    <name>LiveStatsPanel</name>
    <message>
        <source>The numbers now</source>
        <translation>ตัวเลข ณ ขณะนี้</translation>
    </message>
    <message>
        <source>Keys added (n):</source>
        <translation>คีย์ที่เพิ่มแล้ว (n):</translation>
    </message>
    <message>
        <source>How many distinct keys are in the filter</source>
        <translation>จำนวนคีย์ที่ไม่ซ้ำกันในฟิลเตอร์</translation>
    </message>
    <message>
        <source>Bits (m):</source>
        <translation>จำนวนบิต (m):</translation>
    </message>
    <message>
        <source>The size of the bit array</source>
        <translation>ขนาดของอาร์เรย์บิต</translation>
    </message>
    <message>
        <source>Hashes (k):</source>
        <translation>จำนวนแฮช (k):</translation>
    </message>
    <message>
        <source>How many bits each key sets</source>
        <translation>จำนวนบิตที่แต่ละคีย์ตั้งค่า</translation>
    </message>
    <message>
        <source>Bits set:</source>
        <translation>บิตที่ถูกตั้งค่า:</translation>
    </message>
    <message>
        <source>How many bits are 1, and what share of the array that is</source>
        <translation>จำนวนบิตที่มีค่าเป็น 1 และคิดเป็นสัดส่วนเท่าใดของอาร์เรย์</translation>
    </message>
    <message>
        <source>FPR, formula:</source>
        <translation>FPR ตามสูตร:</translation>
    </message>
    <message>
        <source>(1 − e^(−kn/m))^k: the expected false-positive rate for n keys</source>
        <translation>(1 − e^(−kn/m))^k: อัตราผลบวกลวง (false-positive rate) ที่คาดไว้สำหรับคีย์ n ตัว</translation>
    </message>
    <message>
        <source>FPR, this array:</source>
        <translation>FPR ของอาร์เรย์นี้:</translation>
    </message>
    <message>
        <source>(bits set ÷ m)^k: the chance that a new key finds all its bits set right now</source>
        <translation>(บิตที่ถูกตั้งค่า ÷ m)^k: โอกาสที่คีย์ใหม่จะพบว่าบิตทั้งหมดของตนถูกตั้งค่าอยู่แล้วในขณะนี้</translation>
    </message>
    <message>
        <source>Best k for this m and n:</source>
        <translation>ค่า k ที่ดีที่สุดสำหรับ m และ n นี้:</translation>
    </message>
    <message>
        <source>(m/n)·ln 2, rounded</source>
        <translation>(m/n)·ln 2 แล้วปัดเศษ</translation>
    </message>
    <message>
        <source>n estimated from the fill:</source>
        <translation>ค่า n ที่ประมาณจากระดับการเติมบิต:</translation>
    </message>
    <message>
        <source>−(m/k)·ln(1 − bits set ÷ m): how many keys the filter looks like it holds</source>
        <translation>−(m/k)·ln(1 − บิตที่ถูกตั้งค่า ÷ m): จำนวนคีย์ที่ฟิลเตอร์ดูเหมือนจะเก็บไว้</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>หน่วยความจำ:</translation>
    </message>
    <message>
        <source>The keys themselves against the filter&apos;s bits</source>
        <translation>ขนาดของตัวคีย์เองเทียบกับบิตของฟิลเตอร์</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%1 จาก %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>keys %1, filter %2</source>
        <translation>คีย์ %1, ฟิลเตอร์ %2</translation>
    </message>
    <message>
        <source>Keys stored:</source>
        <translation>คีย์ที่เก็บไว้:</translation>
    </message>
    <message>
        <source>How many fingerprints the table holds: one per key it took, the victim slot included</source>
        <translation>ตารางเก็บลายนิ้วมือไว้กี่ตัว: หนึ่งตัวต่อคีย์ที่รับไว้ รวมช่องสำรองด้วย</translation>
    </message>
    <message>
        <source>Buckets × slots:</source>
        <translation>บักเก็ต × ช่อง:</translation>
    </message>
    <message>
        <source>The table: buckets of b = 4 fingerprint slots each</source>
        <translation>ตาราง: บักเก็ตละ b = 4 ช่องสำหรับลายนิ้วมือ</translation>
    </message>
    <message>
        <source>Fingerprint bits (f):</source>
        <translation>บิตของลายนิ้วมือ (f):</translation>
    </message>
    <message>
        <source>What each slot keeps of a key: f bits of its hash</source>
        <translation>สิ่งที่แต่ละช่องเก็บจากคีย์: f บิตจากค่าแฮชของคีย์</translation>
    </message>
    <message>
        <source>Slots filled:</source>
        <translation>ช่องที่มีข้อมูล:</translation>
    </message>
    <message>
        <source>How many slots hold a fingerprint, and what share of the table that is (the load α)</source>
        <translation>มีกี่ช่องที่มีลายนิ้วมือ และคิดเป็นสัดส่วนเท่าใดของตาราง (โหลด α)</translation>
    </message>
    <message>
        <source>FPR at this load:</source>
        <translation>FPR ที่โหลดนี้:</translation>
    </message>
    <message>
        <source>1 − (1 − 1/2^f)^(2bα): a never-added key is compared with the 2b slots of its two buckets, each filled with chance α and matching with chance 1/2^f</source>
        <translation>1 − (1 − 1/2^f)^(2bα): คีย์ที่ไม่เคยถูกเพิ่มจะถูกเทียบกับ 2b ช่องในสองบักเก็ตของมัน แต่ละช่องมีข้อมูลด้วยโอกาส α และตรงกันด้วยโอกาส 1/2^f</translation>
    </message>
    <message>
        <source>FPR when full:</source>
        <translation>FPR เมื่อเต็ม:</translation>
    </message>
    <message>
        <source>2b/2^f: the rate once every slot holds a fingerprint</source>
        <translation>2b/2^f: อัตราเมื่อทุกช่องมีลายนิ้วมือแล้ว</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>จำนวนบิตต่อคีย์:</translation>
    </message>
    <message>
        <source>The table&apos;s bits ÷ keys stored (f ÷ α): each key pays for its slot and its share of the empty ones</source>
        <translation>บิตของตาราง ÷ คีย์ที่เก็บไว้ (f ÷ α): แต่ละคีย์จ่ายค่าช่องของตัวเองและส่วนแบ่งของช่องว่าง</translation>
    </message>
    <message>
        <source>The keys themselves against the table&apos;s bits</source>
        <translation>หน่วยความจำของตัวคีย์เอง เทียบกับบิตของตาราง</translation>
    </message>
    <message>
        <source>not known: the bits were loaded without their keys</source>
        <translation>ไม่ทราบ: บิตถูกโหลดมาโดยไม่มีคีย์</translation>
    </message>
    <message>
        <source>%1 added here, plus the unknown keys of the loaded bits</source>
        <translation>เพิ่มที่นี่ %1 ตัว บวกกับคีย์ที่ไม่ทราบของบิตที่โหลดมา</translation>
    </message>
    <message>
        <source>needs n, not known for loaded bits (see n estimated from the fill)</source>
        <translation>ต้องรู้ n ซึ่งไม่ทราบสำหรับบิตที่โหลดมา (ดูค่า n ที่ประมาณจากระดับการเติมบิต)</translation>
    </message>
    <message>
        <source>needs n</source>
        <translation>ต้องรู้ n</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>พร้อม</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>หน้า</translation>
    </message>
    <message>
        <source>Choose a demo to open</source>
        <translation>เลือกการสาธิตที่จะเปิด</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ไฟล์ (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>ส่งออกภาพ (&amp;E)…</translation>
    </message>
    <message>
        <source>Save the page&apos;s main view as a PNG or SVG image, for slides</source>
        <translation>บันทึกมุมมองหลักของหน้านี้เป็นภาพ PNG หรือ SVG สำหรับใช้ในสไลด์</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>ออก (&amp;Q)</translation>
    </message>
    <message>
        <source>Close BloomLab</source>
        <translation>ปิด BloomLab</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>แก้ไข (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>เลิกทำ (&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change on this page</source>
        <translation>เลิกทำการเปลี่ยนแปลงล่าสุดในหน้านี้</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ (&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>ทำสิ่งที่เลิกทำไปแล้วอีกครั้ง</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>มุมมอง (&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>เต็มหน้าจอ (&amp;F)</translation>
    </message>
    <message>
        <source>Use the whole screen, for projecting in a classroom</source>
        <translation>ใช้พื้นที่ทั้งหน้าจอ สำหรับฉายภาพในห้องเรียน</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>โหมดผู้นำเสนอ (&amp;P)</translation>
    </message>
    <message>
        <source>Full screen, larger and in high contrast, for a classroom. Esc leaves.</source>
        <translation>เต็มหน้าจอ ขนาดใหญ่ขึ้นและคอนทราสต์สูง สำหรับห้องเรียน กด Esc เพื่อออก</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>วิธีใช้ (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About BloomLab</source>
        <translation>เกี่ยวกับ BloomLab (&amp;A)</translation>
    </message>
    <message>
        <source>Show the version and what BloomLab is built on</source>
        <translation>แสดงเวอร์ชันและสิ่งที่ใช้สร้าง BloomLab</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>เกี่ยวกับ Qt (&amp;Q)</translation>
    </message>
    <message>
        <source>Show the Qt version BloomLab runs on</source>
        <translation>แสดงเวอร์ชันของ Qt ที่ BloomLab ทำงานอยู่</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>ภาษา (&amp;L)</translation>
    </message>
    <message>
        <source>Show BloomLab in %1</source>
        <translation>แสดง BloomLab เป็นภาษา %1</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>ภาษา</translation>
    </message>
    <message>
        <source>BloomLab will use %1 the next time it starts.</source>
        <translation>BloomLab จะใช้ภาษา %1 เมื่อเปิดโปรแกรมครั้งถัดไป</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>เริ่มใหม่ทันที</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>ภายหลัง</translation>
    </message>
    <message>
        <source>About BloomLab</source>
        <translation>เกี่ยวกับ BloomLab</translation>
    </message>
    <message>
        <source>%1 — BloomLab</source>
        <translation>%1 — BloomLab</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <comment>%1 is the step, such as: Add seyi_codes</comment>
        <translation>เลิกทำ %1 (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <comment>%1 is the step, such as: Add seyi_codes</comment>
        <translation>ทำซ้ำ %1 (&amp;R)</translation>
    </message>
    <message>
        <source>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;Learn Bloom filters by watching them work: every hash, every bit, every false positive explained.&lt;/p&gt;&lt;p&gt;Its lessons, quiz and Systems page follow four articles on Bloom filters: in Urdu (usernames at Instagram&apos;s scale), Thai (a sign-up form and its cache), Bengali (a web crawler) and Uzbek (the formulas and LSM trees). A text that names &quot;the Urdu article&quot; means the first of them; where an article is wrong or out of date, the text says what is true.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and xxHash.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;เรียนรู้ Bloom filter จากการดูการทำงานจริง พร้อมคำอธิบายทุกแฮช ทุกบิต และทุกผลบวกลวง&lt;/p&gt;&lt;p&gt;บทเรียน แบบทดสอบ และหน้าระบบ อ้างอิงบทความเรื่อง Bloom filter สี่บทความ ได้แก่ ภาษาอูรดู (ชื่อผู้ใช้ในระดับ Instagram) ภาษาไทย (ฟอร์มสมัครสมาชิกและแคช) ภาษาเบงกาลี (เว็บครอว์เลอร์) และภาษาอุซเบก (สูตรและ LSM tree) ข้อความที่กล่าวถึง &quot;บทความภาษาอูรดู&quot; หมายถึงบทความแรก และเมื่อบทความใดผิดหรือล้าสมัย ข้อความจะบอกสิ่งที่ถูกต้อง&lt;/p&gt;&lt;p&gt;สร้างด้วย Qt %2 และ xxHash&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MeasureStage</name>
    <message>
        <source>Build real filters at n/2, n, 3n/2 and 2n and count false positives on keys never added</source>
        <translation>สร้างฟิลเตอร์จริงที่ n/2, n, 3n/2 และ 2n แล้วนับผลบวกลวงจากคีย์ที่ไม่เคยถูกเพิ่ม</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>ความคืบหน้าของการวัด</translation>
    </message>
    <message>
        <source>Measu&amp;re</source>
        <translation>วัดค่า (&amp;R)</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>added</source>
        <translation>เพิ่มแล้ว</translation>
    </message>
    <message>
        <source>maybe present</source>
        <translation>อาจมีอยู่</translation>
    </message>
    <message>
        <source>definitely not present</source>
        <translation>ไม่มีอยู่แน่นอน</translation>
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
        <translation>บทความกำหนดตำแหน่ง %1</translation>
    </message>
    <message>
        <source>bit %1: %2 → 1</source>
        <translation>บิต %1: %2 → 1</translation>
    </message>
    <message>
        <source>bit %1 = 1 ✓</source>
        <translation>บิต %1 = 1 ✓</translation>
    </message>
    <message>
        <source>bit %1 = 0 ✗</source>
        <translation>บิต %1 = 0 ✗</translation>
    </message>
    <message numerus="yes">
        <source>Adding %1: each of the %n hash function(s) picks one bit to set.</source>
        <translation>
            <numerusform>กำลังเพิ่ม %1: ฟังก์ชันแฮชทั้ง %Ln ตัวจะเลือกบิตตัวละหนึ่งบิตเพื่อตั้งค่า</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking %1: look at its bits one by one, stopping at the first 0.</source>
        <translation>กำลังตรวจสอบ %1: ดูบิตของคีย์ทีละบิต และหยุดเมื่อพบ 0 ตัวแรก</translation>
    </message>
    <message>
        <source>Every bit it needs is 1 now. Check a key, or add another.</source>
        <translation>ทุกบิตที่คีย์นี้ต้องใช้มีค่าเป็น 1 แล้ว ลองตรวจสอบคีย์ หรือเพิ่มคีย์อื่น</translation>
    </message>
    <message>
        <source>One 0 bit is proof: had the key been added, that bit would be 1.</source>
        <translation>บิตที่เป็น 0 เพียงบิตเดียวก็เป็นหลักฐานได้: หากคีย์นี้เคยถูกเพิ่ม บิตนั้นจะต้องเป็น 1</translation>
    </message>
    <message numerus="yes">
        <source>Each of its bits was set by other keys. A Bloom filter cannot tell the difference.</source>
        <translation>
            <numerusform>บิตที่คีย์นี้ใช้ถูกตั้งค่าไว้แล้วโดยคีย์อื่น Bloom filter ไม่สามารถแยกความแตกต่างนี้ได้</numerusform>
        </translation>
    </message>
    <message>
        <source>All its bits are 1. A Bloom filter can only ever say &quot;maybe&quot; here.</source>
        <translation>บิตทั้งหมดของคีย์นี้เป็น 1 ในกรณีนี้ Bloom filter ตอบได้เพียงว่า &quot;อาจมี&quot; เท่านั้น</translation>
    </message>
    <message>
        <source>Hash function %1 turns %2 into one big number.</source>
        <translation>ฟังก์ชันแฮชตัวที่ %1 แปลง %2 ให้เป็นตัวเลขขนาดใหญ่หนึ่งค่า</translation>
    </message>
    <message>
        <source>That number is reduced to a position between 0 and %1: bit %2.</source>
        <translation>ตัวเลขนั้นถูกย่อให้เป็นตำแหน่งระหว่าง 0 ถึง %1: บิต %2</translation>
    </message>
    <message>
        <source>Bit %1 was 0. Now it is 1.</source>
        <translation>บิต %1 เคยเป็น 0 ตอนนี้เป็น 1 แล้ว</translation>
    </message>
    <message>
        <source>Bit %1 was already 1.</source>
        <translation>บิต %1 เป็น 1 อยู่แล้ว</translation>
    </message>
    <message>
        <source>Bit %1 was already 1, set by %2: the bit is now shared.</source>
        <translation>บิต %1 เป็น 1 อยู่แล้ว โดยถูกตั้งค่าโดย %2: ตอนนี้บิตนี้ถูกใช้ร่วมกัน</translation>
    </message>
    <message>
        <source>Bit %1 is 0, so %2 was never added. The remaining hashes are not evaluated.</source>
        <translation>บิต %1 เป็น 0 ดังนั้น %2 ไม่เคยถูกเพิ่ม แฮชที่เหลือจึงไม่ถูกคำนวณ</translation>
    </message>
    <message>
        <source>Bit %1 is 1. Keep checking.</source>
        <translation>บิต %1 เป็น 1 ตรวจสอบต่อไป</translation>
    </message>
    <message numerus="yes">
        <source>%1 is added: all %n of its bits are 1.</source>
        <translation>
            <numerusform>เพิ่ม %1 แล้ว: บิตทั้ง %Ln บิตของคีย์นี้เป็น 1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is definitely not present.</source>
        <translation>%1 ไม่มีอยู่แน่นอน</translation>
    </message>
    <message>
        <source>False positive: %1 is reported as maybe present, but it was never added.</source>
        <translation>ผลบวกลวง (false positive): %1 ถูกรายงานว่าอาจมีอยู่ แต่ไม่เคยถูกเพิ่มเลย</translation>
    </message>
    <message>
        <source>%1 is maybe present, and it was indeed added.</source>
        <translation>%1 อาจมีอยู่ และคีย์นี้ถูกเพิ่มไว้จริง</translation>
    </message>
    <message>
        <source>bit %1: set, but by no key on record</source>
        <translation>บิต %1: ถูกตั้งค่าแล้ว แต่ไม่มีคีย์ใดในบันทึกที่ตั้งค่าบิตนี้</translation>
    </message>
    <message>
        <source>bit %1: %2</source>
        <translation>บิต %1: %2</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>นำออกแล้ว</translation>
    </message>
    <message>
        <source>cell %1: %2 → %3</source>
        <translation>ช่อง %1: %2 → %3</translation>
    </message>
    <message>
        <source>Removing %1 from the counting filter: each of its counters goes down by one.</source>
        <translation>กำลังนำ %1 ออกจากฟิลเตอร์แบบนับ: ตัวนับแต่ละตัวของคีย์นี้ลดลงหนึ่ง</translation>
    </message>
    <message>
        <source>Deleting %1 from the plain filter: the only way is to clear its bits.</source>
        <translation>กำลังลบ %1 ออกจากฟิลเตอร์แบบธรรมดา: วิธีเดียวคือล้างบิตของคีย์นี้</translation>
    </message>
    <message>
        <source>%1 is removed; the other keys&apos; counts are untouched.</source>
        <translation>นำ %1 ออกแล้ว ค่าตัวนับของคีย์อื่นไม่ได้รับผลกระทบ</translation>
    </message>
    <message>
        <source>%1&apos;s bits are cleared. Now check the keys that remain.</source>
        <translation>บิตของ %1 ถูกล้างแล้ว ตอนนี้ลองตรวจสอบคีย์ที่เหลือ</translation>
    </message>
    <message>
        <source>Hash %1 of %2 gives position %3.</source>
        <translation>แฮชตัวที่ %1 จาก %2 ให้ตำแหน่ง %3</translation>
    </message>
    <message>
        <source>Bit %1 is cleared to 0.</source>
        <translation>บิต %1 ถูกล้างเป็น 0</translation>
    </message>
    <message>
        <source>Counter %1 is stuck at %2, so it stays there.</source>
        <translation>ตัวนับ %1 ค้างอยู่ที่ %2 จึงคงค่าเดิมไว้</translation>
    </message>
    <message>
        <source>Counter %1 goes down: %2 → %3.</source>
        <translation>ตัวนับ %1 ลดลง: %2 → %3</translation>
    </message>
    <message>
        <source>Hashes %1 and %2 both chose bit %3, so %4 sets fewer distinct bits than it has hashes.</source>
        <translation>แฮชตัวที่ %1 และ %2 เลือกบิต %3 เหมือนกัน ดังนั้น %4 จึงตั้งค่าบิตที่ไม่ซ้ำกันได้น้อยกว่าจำนวนแฮชที่มี</translation>
    </message>
    <message>
        <source>Hashes %1 and %2 both chose bit %3: this look adds nothing new.</source>
        <translation>แฮชตัวที่ %1 และ %2 เลือกบิต %3 เหมือนกัน: การดูบิตนี้ซ้ำจึงไม่ได้ข้อมูลใหม่</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>never</source>
        <translation>ไม่เกิดขึ้นเลย</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>1 ใน %1</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%Ln ไบต์</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bit(s)</source>
        <translation>
            <numerusform>%Ln บิต</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 ไบต์</translation>
    </message>
</context>
<context>
    <name>NumberSpinBox</name>
    <message>
        <source>This box takes %1 to %2; it keeps its last value.</source>
        <translation>ช่องนี้รับค่า %1 ถึง %2 จึงคงค่าเดิมไว้</translation>
    </message>
    <message>
        <source>“%1” is not a number; the box keeps its last value.</source>
        <translation>“%1” ไม่ใช่ตัวเลข ช่องนี้จึงคงค่าเดิมไว้</translation>
    </message>
</context>
<context>
    <name>PageCatalog</name>
    <message>
        <source>Explore</source>
        <translation>สำรวจ</translation>
    </message>
    <message>
        <source>Deletion</source>
        <translation>การลบ</translation>
    </message>
    <message>
        <source>Scalable</source>
        <translation>ขยายขนาดได้</translation>
    </message>
    <message>
        <source>FPR lab</source>
        <translation>ห้องทดลอง FPR</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>บทเรียน</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>แบบทดสอบ</translation>
    </message>
    <message>
        <source>Add and check keys on a small bit array and watch every hash land. A check stops at the first 0 bit, and every false positive is traced back to the keys that set its bits.</source>
        <translation>เพิ่มและตรวจสอบคีย์บนอาร์เรย์บิตขนาดเล็ก แล้วดูว่าแฮชแต่ละค่าตกลงที่ใด การตรวจสอบจะหยุดที่บิต 0 บิตแรก และผลบวกลวงทุกครั้งจะถูกสืบย้อนไปยังคีย์ที่ตั้งค่าบิตเหล่านั้น</translation>
    </message>
    <message>
        <source>Clear a key&apos;s bits the naive way and watch other keys vanish. Then see how a counting filter removes keys safely, and where even it goes wrong.</source>
        <translation>ล้างบิตของคีย์ด้วยวิธีตรงไปตรงมาแล้วดูคีย์อื่นหายไป จากนั้นดูว่าฟิลเตอร์แบบนับ (counting filter) ลบคีย์ได้อย่างปลอดภัยอย่างไร และแม้แต่ฟิลเตอร์แบบนี้ก็ยังผิดพลาดได้ในกรณีใด</translation>
    </message>
    <message>
        <source>Keep adding keys past the design capacity. A fixed filter&apos;s error climbs; a scalable filter adds slices and keeps its error bounded.</source>
        <translation>เพิ่มคีย์ต่อไปจนเกินความจุที่ออกแบบไว้ ความผิดพลาดของฟิลเตอร์ขนาดคงที่จะสูงขึ้นเรื่อย ๆ ส่วนฟิลเตอร์แบบขยายขนาดได้ (scalable filter) จะเพิ่มส่วนย่อย (slice) และคุมความผิดพลาดให้อยู่ในขอบเขต</translation>
    </message>
    <message>
        <source>Move m, n and k and watch the false-positive rate respond, with the formula and real measurements on the same axes. Size a filter for your own data.</source>
        <translation>ปรับค่า m, n และ k แล้วดูว่าอัตราผลบวกลวงเปลี่ยนไปอย่างไร โดยแสดงค่าจากสูตรและค่าที่วัดได้จริงบนแกนเดียวกัน แล้วกำหนดขนาดฟิลเตอร์สำหรับข้อมูลของคุณเอง</translation>
    </message>
    <message>
        <source>Guided lessons from real systems: username checks in front of a database, web-crawler deduplication, LSM-tree SSTables and Safe Browsing.</source>
        <translation>บทเรียนแบบมีผู้นำทางจากระบบจริง: การตรวจสอบชื่อผู้ใช้ก่อนถึงฐานข้อมูล การกำจัดข้อมูลซ้ำของเว็บครอว์เลอร์ SSTable ของ LSM-tree และ Safe Browsing</translation>
    </message>
    <message>
        <source>Check what you have learned, from the basics to interview-style trade-offs.</source>
        <translation>ทดสอบสิ่งที่คุณได้เรียนรู้ ตั้งแต่พื้นฐานไปจนถึงการชั่งข้อดีข้อเสีย (trade-off) แบบคำถามสัมภาษณ์งาน</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>ระบบ</translation>
    </message>
    <message>
        <source>The articles&apos; systems running for real: a sign-up form in front of SQLite with its filter in this process or in Redis, RocksDB&apos;s filter in every SST file, a web crawler, Safe Browsing and a CDN&apos;s one-hit wonders.</source>
        <translation>ระบบจากบทความที่ทำงานจริง: แบบฟอร์มสมัครสมาชิกที่อยู่หน้าฐานข้อมูล SQLite โดยมีฟิลเตอร์อยู่ในโปรเซสนี้หรือใน Redis ฟิลเตอร์ของ RocksDB ในทุกไฟล์ SST เว็บครอว์เลอร์ Safe Browsing และ one-hit wonder ของ CDN</translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <source>Back to the start</source>
        <translation>กลับไปที่จุดเริ่มต้น</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>ถอยหลังหนึ่งขั้น</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>ถอยหลังหนึ่งขั้น (ลูกศรซ้าย)</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>เล่นหรือหยุดชั่วคราว</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>เล่นหรือหยุดชั่วคราว (Space)</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>ไปข้างหน้าหนึ่งขั้น</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>ไปข้างหน้าหนึ่งขั้น (ลูกศรขวา)</translation>
    </message>
    <message>
        <source>Show the result</source>
        <translation>แสดงผลลัพธ์</translation>
    </message>
    <message>
        <source>Jump to the result</source>
        <translation>ข้ามไปที่ผลลัพธ์</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>ความเร็วแอนิเมชัน</translation>
    </message>
    <message>
        <source>Animation speed (+ and −)</source>
        <translation>ความเร็วแอนิเมชัน (+ และ −)</translation>
    </message>
    <message>
        <source>Animation step</source>
        <translation>ขั้นของแอนิเมชัน</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>ความเร็ว:</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>ทันที</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>หยุดชั่วคราว (Space)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>เล่น (Space)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>ขั้นที่ %1 จาก %2</translation>
    </message>
    <message>
        <source>How long a worked example holds each result</source>
        <translation>ระยะเวลาที่ตัวอย่างพร้อมวิธีทำหยุดรอที่ผลลัพธ์แต่ละครั้ง</translation>
    </message>
    <message>
        <source>How long a worked example holds each result before the next step</source>
        <translation>ระยะเวลาที่ตัวอย่างพร้อมวิธีทำหยุดรอที่ผลลัพธ์แต่ละครั้งก่อนไปขั้นถัดไป</translation>
    </message>
    <message>
        <source>until Space</source>
        <translation>จนกว่าจะกด Space</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 วินาที</translation>
    </message>
    <message>
        <source>Hold:</source>
        <translation>หยุดรอ:</translation>
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
        <translation>ค้นหาใน:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>ชื่อไฟล์ (&amp;N):</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>ชนิดไฟล์:</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>โฟลเดอร์:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>บันทึกเป็น</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>เปิด (&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>บันทึก (&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>เลือก (&amp;C)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>ไปข้างหน้า</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>ย้อนกลับไปตำแหน่งก่อนหน้า</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>ไปยังตำแหน่งถัดไป</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>โฟลเดอร์ระดับบน</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>ไปยังโฟลเดอร์ระดับบน</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>สร้างโฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>มุมมองแบบรายการ</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>มุมมองแบบรายละเอียด</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>เปลี่ยนเป็นมุมมองแบบรายการ</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>เปลี่ยนเป็นมุมมองแบบรายละเอียด</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>แถบด้านข้าง</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>รายการตำแหน่งและบุ๊กมาร์ก</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>ตำแหน่งล่าสุด</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>โฟลเดอร์</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>ค้นหาโฟลเดอร์</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>โฟลเดอร์ใหม่</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>โฟลเดอร์ใหม่ (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>เปลี่ยนชื่อ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>ลบ (&amp;D)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>นำออก</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>แสดงไฟล์ที่ซ่อนอยู่ (&amp;H)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 มีอยู่แล้ว
ต้องการแทนที่หรือไม่?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
ไม่พบไฟล์
โปรดตรวจสอบว่าระบุชื่อไฟล์ถูกต้อง</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
ไม่พบโฟลเดอร์
โปรดตรวจสอบว่าระบุชื่อโฟลเดอร์ถูกต้อง</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>ต้องการลบ “%1” ใช่หรือไม่?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1” ถูกป้องกันการเขียน
ยังต้องการลบหรือไม่?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>ไม่สามารถลบโฟลเดอร์ได้</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>ขนาด</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>ชนิด</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>วันที่แก้ไข</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>คอมพิวเตอร์</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>คอมพิวเตอร์ของฉัน</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>เลิกทำ (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ทำซ้ำ (&amp;R)</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>ตัด (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>คัดลอก (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>วาง (&amp;P)</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>ลบ</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>เลือกทั้งหมด</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ตกลง</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>บันทึก</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>ไม่บันทึก</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ใช่ (&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>ไม่ (&amp;N)</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>Show a hin&amp;t</source>
        <translation>ดูคำใบ้ (&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>ตรวจสอบ (&amp;C)</translation>
    </message>
    <message>
        <source>Rec&amp;ord the points I covered</source>
        <translation>บันทึกประเด็นที่ฉันตอบครอบคลุม (&amp;O)</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>พาไปดู (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>คำถามถัดไป (&amp;N)</translation>
    </message>
    <message>
        <source>This question has no translation yet, so it is shown in English.</source>
        <translation>คำถามนี้ยังไม่มีคำแปล จึงแสดงเป็นภาษาอังกฤษ</translation>
    </message>
    <message>
        <source>The question</source>
        <translation>คำถาม</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>คำตอบของคุณ</translation>
    </message>
    <message>
        <source>Write your answer as you would say it in an interview, then compare it with the model answer.</source>
        <translation>เขียนคำตอบแบบที่คุณจะพูดในการสัมภาษณ์งาน แล้วเปรียบเทียบกับคำตอบตัวอย่าง</translation>
    </message>
    <message>
        <source>Open the lesson step or page that teaches this</source>
        <translation>เปิดขั้นของบทเรียนหรือหน้าที่สอนเรื่องนี้</translation>
    </message>
    <message>
        <source>Recorded: you covered %1 of %2 key points.</source>
        <translation>บันทึกแล้ว: คุณตอบครอบคลุม %1 จาก %2 ประเด็นสำคัญ</translation>
    </message>
    <message>
        <source>%1 · a drill with new numbers each time</source>
        <translation>%1 · แบบฝึกที่ใช้ตัวเลขใหม่ทุกครั้ง</translation>
    </message>
    <message>
        <source>Show the model &amp;answer</source>
        <translation>ดูคำตอบตัวอย่าง (&amp;A)</translation>
    </message>
    <message>
        <source>Pick every option you think is right first.</source>
        <translation>เลือกตัวเลือกทุกข้อที่คุณคิดว่าถูกก่อน</translation>
    </message>
    <message>
        <source>Pick an option first.</source>
        <translation>เลือกตัวเลือกก่อน</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>ถูกต้อง</translation>
    </message>
    <message>
        <source>Not quite: the marks under each option say why.</source>
        <translation>ยังไม่ถูก: ดูเหตุผลได้จากเครื่องหมายใต้ตัวเลือกแต่ละข้อ</translation>
    </message>
    <message>
        <source>Right. The answer: %1.</source>
        <translation>ถูกต้อง คำตอบ: %1</translation>
    </message>
    <message>
        <source>Not quite. The answer: %1.</source>
        <translation>ยังไม่ถูก คำตอบที่ถูก: %1</translation>
    </message>
    <message>
        <source>**Model answer**</source>
        <translation>**คำตอบตัวอย่าง**</translation>
    </message>
    <message>
        <source>Tick the key points your answer covered.</source>
        <translation>ทำเครื่องหมายประเด็นสำคัญที่คำตอบของคุณครอบคลุม</translation>
    </message>
    <message>
        <source>%1 · difficulty %2 of %3</source>
        <translation>%1 · ความยากระดับ %2 จาก %3</translation>
    </message>
    <message>
        <source>Answer and &amp;go on</source>
        <translation>ตอบแล้วไปต่อ (&amp;G)</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%Ln โหวต</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal the answer (Space)</source>
        <translation>เฉลยคำตอบ (Space)</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>คำตอบ: %1</translation>
    </message>
    <message>
        <source>Key points:</source>
        <translation>ประเด็นสำคัญ:</translation>
    </message>
    <message>
        <source>%1 · difficulty %2 of %3 · on a live demo</source>
        <translation>%1 · ความยากระดับ %2 จาก %3 · บนเดโมสด</translation>
    </message>
    <message>
        <source>S&amp;kip this question</source>
        <translation>ข้ามคำถามนี้ (&amp;K)</translation>
    </message>
    <message>
        <source>You should have picked this one.</source>
        <translation>ข้อนี้ถูก และคุณควรเลือกด้วย</translation>
    </message>
    <message>
        <source>Write your answer as you would say it in an interview. The model answer is shown beside it in the review at the end.</source>
        <translation>เขียนคำตอบแบบที่คุณจะพูดในการสัมภาษณ์งาน คำตอบตัวอย่างจะแสดงคู่กันในการทบทวนตอนท้าย</translation>
    </message>
    <message>
        <source>You have not answered this question. Press again to go on without an answer.</source>
        <translation>คุณยังไม่ได้ตอบคำถามนี้ กดอีกครั้งเพื่อไปต่อโดยไม่ตอบ</translation>
    </message>
</context>
<context>
    <name>QuizBank</name>
    <message>
        <source>The core guarantee</source>
        <translation>การรับประกันหลัก</translation>
    </message>
    <message>
        <source>False positives</source>
        <translation>ผลบวกลวง</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>ต้นทุน</translation>
    </message>
    <message>
        <source>Why no delete</source>
        <translation>ทำไมจึงลบไม่ได้</translation>
    </message>
    <message>
        <source>Counting filters</source>
        <translation>ฟิลเตอร์แบบนับ</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>การกำหนดขนาด</translation>
    </message>
    <message>
        <source>The best k</source>
        <translation>k ที่ดีที่สุด</translation>
    </message>
    <message>
        <source>Overfilling</source>
        <translation>การเติมคีย์เกินขนาด</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>จำนวนบิตต่อคีย์</translation>
    </message>
    <message>
        <source>Hashing</source>
        <translation>การแฮช</translation>
    </message>
    <message>
        <source>Blocked filters</source>
        <translation>ฟิลเตอร์แบบบล็อก</translation>
    </message>
    <message>
        <source>Scalable filters</source>
        <translation>ฟิลเตอร์แบบขยายขนาดได้</translation>
    </message>
    <message>
        <source>Union of filters</source>
        <translation>การรวมฟิลเตอร์ (union)</translation>
    </message>
    <message>
        <source>Storage engines</source>
        <translation>เอนจินจัดเก็บข้อมูล</translation>
    </message>
    <message>
        <source>Cache penetration</source>
        <translation>การทะลุผ่านแคช (cache penetration)</translation>
    </message>
    <message>
        <source>Crawlers</source>
        <translation>ครอว์เลอร์</translation>
    </message>
    <message>
        <source>Safe Browsing</source>
        <translation>Safe Browsing</translation>
    </message>
    <message>
        <source>One-hit wonders</source>
        <translation>One-hit wonder</translation>
    </message>
    <message>
        <source>Chosen keys and seeds</source>
        <translation>คีย์ที่ถูกจงใจเลือกและค่าซีด</translation>
    </message>
    <message>
        <source>When not to use one</source>
        <translation>เมื่อไม่ควรใช้</translation>
    </message>
    <message>
        <source>Cuckoo filters</source>
        <translation>ฟิลเตอร์แบบคุกคู (cuckoo filter)</translation>
    </message>
    <message>
        <source>When false negatives happen</source>
        <translation>ผลลบลวงเกิดขึ้นเมื่อใด</translation>
    </message>
</context>
<context>
    <name>QuizPage</name>
    <message>
        <source>One question at a time, with feedback on every option. Three right in a row without a hint marks a topic practised; right again in a mixed review on another day marks it mastered. Missed questions come back another time.</source>
        <translation>ทีละหนึ่งคำถาม พร้อมคำอธิบายของทุกตัวเลือก ตอบถูกสามข้อติดกันโดยไม่ดูคำใบ้ หัวข้อนั้นจะถูกทำเครื่องหมายว่า “ฝึกแล้ว” หากตอบถูกอีกครั้งในการทบทวนรวมในวันอื่น หัวข้อนั้นจะถูกทำเครื่องหมายว่า “เชี่ยวชาญแล้ว” คำถามที่ตอบผิดจะกลับมาอีกในภายหลัง</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>หัวข้อ</translation>
    </message>
    <message>
        <source>Choose a topic to practise, or all topics for a mixed review</source>
        <translation>เลือกหัวข้อที่จะฝึก หรือเลือกทุกหัวข้อเพื่อทบทวนรวม</translation>
    </message>
    <message>
        <source>All topics: a mixed review</source>
        <translation>ทุกหัวข้อ: ทบทวนรวม</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>ถูก %1 จาก %2</translation>
    </message>
    <message>
        <source>practised</source>
        <translation>ฝึกแล้ว</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>เชี่ยวชาญแล้ว</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Interview answers, graded by you: %1 of %2 key points covered.</source>
        <translation>คำตอบแบบสัมภาษณ์งานที่คุณให้คะแนนเอง: ครอบคลุม %1 จาก %2 ประเด็นสำคัญ</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>รีเซ็ตความคืบหน้า</translation>
    </message>
    <message>
        <source>Forget every topic&apos;s progress and the missed questions? This cannot be undone.</source>
        <translation>ล้างความคืบหน้าของทุกหัวข้อและคำถามที่เคยตอบผิดหรือไม่? การกระทำนี้ย้อนกลับไม่ได้</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>ฝึกฝน (&amp;P)</translation>
    </message>
    <message>
        <source>Mock &amp;interview</source>
        <translation>สัมภาษณ์งานจำลอง (&amp;I)</translation>
    </message>
    <message>
        <source>Class&amp;room</source>
        <translation>ห้องเรียน (&amp;R)</translation>
    </message>
    <message>
        <source>Reset pro&amp;gress…</source>
        <translation>รีเซ็ตความคืบหน้า (&amp;G)…</translation>
    </message>
    <message>
        <source>E&amp;xport results…</source>
        <translation>ส่งออกผลลัพธ์… (&amp;X)</translation>
    </message>
    <message>
        <source>Save every topic&apos;s answers, streak and mastery for a spreadsheet</source>
        <translation>บันทึกคำตอบ จำนวนที่ตอบถูกติดกัน และระดับความชำนาญของทุกหัวข้อ ไว้ใช้ในสเปรดชีต</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>ส่งออกผลลัพธ์</translation>
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation>quiz-results.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ไฟล์ CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>ResultSheet</name>
    <message>
        <source>%1 (as shown)</source>
        <translation>%1 (ตามที่แสดงบนหน้าจอ)</translation>
    </message>
</context>
<context>
    <name>ResultsTable</name>
    <message>
        <source>Results</source>
        <translation>ผลลัพธ์</translation>
    </message>
</context>
<context>
    <name>RunBar</name>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Progress of the run</source>
        <translation>ความคืบหน้าของการทำงาน</translation>
    </message>
</context>
<context>
    <name>SafeBrowsingController</name>
    <message>
        <source>Cancelled. The last finished run is still shown.</source>
        <translation>ยกเลิกแล้ว ยังคงแสดงผลของรอบล่าสุดที่ทำเสร็จอยู่</translation>
    </message>
    <message>
        <source>Not enough memory for the list, its filter and its prefix set: this needs about %1 and %2 is available. Choose a shorter list or a larger false-positive rate.</source>
        <translation>หน่วยความจำไม่พอสำหรับรายการ ฟิลเตอร์ และเซตพรีฟิกซ์ของรายการ: ต้องใช้ประมาณ %1 แต่มีให้ใช้ได้ %2 โปรดเลือกรายการที่สั้นลงหรืออัตราผลบวกลวงที่สูงขึ้น</translation>
    </message>
    <message>
        <source>Choose a list of %1 to %2 URLs.</source>
        <translation>เลือกรายการที่มี URL %1 ถึง %2 รายการ</translation>
    </message>
    <message>
        <source>Choose %1 to %2 URLs to check.</source>
        <translation>เลือกจำนวน URL ที่จะตรวจสอบตั้งแต่ %1 ถึง %2</translation>
    </message>
    <message>
        <source>The share of visits to listed URLs must be between %1 and %2.</source>
        <translation>สัดส่วนการเข้าชม URL ที่อยู่ในรายการต้องอยู่ระหว่าง %1 ถึง %2</translation>
    </message>
    <message>
        <source>definitely not listed, answered in the browser without a round trip</source>
        <translation>ไม่อยู่ในรายการแน่นอน ตอบได้ในเบราว์เซอร์โดยไม่ต้องสื่อสารไป-กลับกับเซิร์ฟเวอร์</translation>
    </message>
    <message>
        <source>maybe, so the server was asked for the full hashes: not listed. A false positive, one round trip for nothing</source>
        <translation>อาจอยู่ในรายการ จึงขอแฮชเต็มจากเซิร์ฟเวอร์: ไม่อยู่ในรายการ เป็นผลบวกลวง เสียการสื่อสารไป-กลับหนึ่งครั้งโดยเปล่าประโยชน์</translation>
    </message>
    <message>
        <source>maybe, so the server was asked for the full hashes: listed. The browser warns before opening the page</source>
        <translation>อาจอยู่ในรายการ จึงขอแฮชเต็มจากเซิร์ฟเวอร์: อยู่ในรายการ เบราว์เซอร์แสดงคำเตือนก่อนเปิดหน้านั้น</translation>
    </message>
    <message>
        <source>Building a list of %1 URLs, shipping it both ways, then browsing %2 URLs…</source>
        <translation>กำลังสร้างรายการ URL %1 รายการ ส่งรายการทั้งสองแบบ แล้วท่องเว็บ %2 URL…</translation>
    </message>
    <message>
        <source>Run the browsing first: a URL is checked against the list that run built.</source>
        <translation>เริ่มการท่องเว็บก่อน: URL จะถูกตรวจสอบกับรายการที่รอบนั้นสร้างขึ้น</translation>
    </message>
    <message>
        <source>Type a URL to check.</source>
        <translation>พิมพ์ URL ที่จะตรวจสอบ</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>กำลังตรวจสอบ…</translation>
    </message>
    <message>
        <source>%1 — the Bloom filter and the prefix set alike: %2.</source>
        <translation>%1 — ทั้ง Bloom filter และเซตพรีฟิกซ์ให้ผลเหมือนกัน: %2</translation>
    </message>
    <message>
        <source>%1 — Bloom filter: %2. Prefix set: %3.</source>
        <translation>%1 — Bloom filter: %2 เซตพรีฟิกซ์: %3</translation>
    </message>
    <message>
        <source>checks each URL it opens</source>
        <translation>ตรวจสอบทุก URL ที่เปิด</translation>
    </message>
    <message>
        <source>a Bloom filter</source>
        <translation>Bloom filter</translation>
    </message>
    <message>
        <source>a prefix set</source>
        <translation>เซตพรีฟิกซ์</translation>
    </message>
    <message>
        <source>the full list</source>
        <translation>รายการฉบับเต็ม</translation>
    </message>
    <message>
        <source>a URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>maybe: full hashes?</source>
        <translation>อาจมี: ขอแฮชเต็ม?</translation>
    </message>
    <message>
        <source>definitely not listed</source>
        <translation>ไม่อยู่ในรายการแน่นอน</translation>
    </message>
    <message>
        <source>%1 listed visits</source>
        <translation>เข้าชม URL ในรายการ %1 ครั้ง</translation>
    </message>
    <message>
        <source>Bloom filter · %1</source>
        <translation>Bloom filter · %1</translation>
    </message>
    <message>
        <source>prefix set · %1</source>
        <translation>เซตพรีฟิกซ์ · %1</translation>
    </message>
    <message>
        <source>%1 full SHA-256 hashes</source>
        <translation>แฮช SHA-256 แบบเต็ม %1 ค่า</translation>
    </message>
    <message>
        <source>%1 URLs</source>
        <translation>%1 URL</translation>
    </message>
    <message>
        <source>%1 maybe (%2 false)</source>
        <translation>อาจมี %1 ครั้ง (ผิด %2 ครั้ง)</translation>
    </message>
    <message>
        <source>%1 definitely not listed</source>
        <translation>ไม่อยู่ในรายการแน่นอน %1 ครั้ง</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Same list, same browsing</source>
        <translation>รายการเดียวกัน การท่องเว็บเดียวกัน</translation>
    </message>
    <message>
        <source>Bloom filter (Chrome until 2011)</source>
        <translation>Bloom filter (Chrome จนถึงปี 2011)</translation>
    </message>
    <message>
        <source>Prefix set (Update API v4)</source>
        <translation>เซตพรีฟิกซ์ (Update API v4)</translation>
    </message>
    <message>
        <source>URLs on the list</source>
        <translation>URL ในรายการ</translation>
    </message>
    <message>
        <source>Entries shipped (distinct 4-byte prefixes)</source>
        <translation>รายการที่ส่ง (พรีฟิกซ์ขนาด 4 ไบต์ที่ไม่ซ้ำกัน)</translation>
    </message>
    <message>
        <source>Bytes shipped</source>
        <translation>จำนวนไบต์ที่ส่ง</translation>
    </message>
    <message>
        <source>%1 (BloomLab&apos;s file format)</source>
        <translation>%1 (รูปแบบไฟล์ของ BloomLab)</translation>
    </message>
    <message>
        <source>%1 (Rice-coded)</source>
        <translation>%1 (เข้ารหัสแบบ Rice)</translation>
    </message>
    <message>
        <source>Bytes per list entry</source>
        <translation>จำนวนไบต์ต่อรายการ</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>โครงสร้าง</translation>
    </message>
    <message>
        <source>%1 bits, k = %2</source>
        <translation>%1 บิต, k = %2</translation>
    </message>
    <message>
        <source>Rice parameter %1</source>
        <translation>พารามิเตอร์ Rice %1</translation>
    </message>
    <message>
        <source>Uncompressed</source>
        <translation>ไม่บีบอัด</translation>
    </message>
    <message>
        <source>%1 (4 bytes a prefix)</source>
        <translation>%1 (พรีฟิกซ์ละ 4 ไบต์)</translation>
    </message>
    <message>
        <source>The filter&apos;s bits as one decimal number</source>
        <translation>บิตของฟิลเตอร์ในรูปเลขฐานสิบตัวเดียว</translation>
    </message>
    <message>
        <source>%1 digits</source>
        <translation>%1 หลัก</translation>
    </message>
    <message>
        <source>… as base64</source>
        <translation>… ในรูป base64</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>%1 อักขระ</translation>
    </message>
    <message>
        <source>URLs checked (of them listed)</source>
        <translation>URL ที่ตรวจสอบ (ในจำนวนนี้อยู่ในรายการ)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Round trips avoided (definitely not listed)</source>
        <translation>การสื่อสารไป-กลับที่หลีกเลี่ยงได้ (ไม่อยู่ในรายการแน่นอน)</translation>
    </message>
    <message>
        <source>Round trips to the server (maybe)</source>
        <translation>การสื่อสารไป-กลับกับเซิร์ฟเวอร์ (อาจมี)</translation>
    </message>
    <message>
        <source>… for unlisted URLs (false positives)</source>
        <translation>… สำหรับ URL ที่ไม่อยู่ในรายการ (ผลบวกลวง)</translation>
    </message>
    <message>
        <source>… for listed URLs (caught)</source>
        <translation>… สำหรับ URL ที่อยู่ในรายการ (ตรวจจับได้)</translation>
    </message>
    <message>
        <source>False-positive rate, measured</source>
        <translation>อัตราผลบวกลวง ค่าที่วัดได้</translation>
    </message>
    <message>
        <source>False-positive rate, expected</source>
        <translation>อัตราผลบวกลวง ค่าที่คาดไว้</translation>
    </message>
    <message>
        <source>The Bloom filter shipped %1 and the prefix set %2. Of %3 visits to unlisted pages, the filter sent %4 to the server for nothing and the prefix set %5. Of %6 visits to listed pages, the filter caught %7 and the prefix set %8. Type a URL below to follow one check.</source>
        <translation>Bloom filter ส่งข้อมูล %1 และเซตพรีฟิกซ์ส่ง %2 จากการเข้าชมหน้าที่ไม่อยู่ในรายการ %3 ครั้ง ฟิลเตอร์ส่งไปถามเซิร์ฟเวอร์โดยเปล่าประโยชน์ %4 ครั้ง และเซตพรีฟิกซ์ %5 ครั้ง จากการเข้าชมหน้าที่อยู่ในรายการ %6 ครั้ง ฟิลเตอร์ตรวจจับได้ %7 ครั้ง และเซตพรีฟิกซ์ %8 ครั้ง พิมพ์ URL ด้านล่างเพื่อติดตามการตรวจสอบหนึ่งครั้ง</translation>
    </message>
</context>
<context>
    <name>SafeBrowsingTab</name>
    <message>
        <source>A browser checks every page it opens against Google&apos;s list of malicious URLs, without sending each address away. Chrome kept a Bloom filter of the list for this until 2011, then replaced it with a prefix set: the URLs&apos; 32-bit hash prefixes, sorted and stored as the differences between neighbours (Chromium change “PrefixSet as an alternate to BloomFilter”, 2011). Google&apos;s Safe Browsing Update API v4 ships 4-byte SHA-256 prefixes, Rice-Golomb compressed, and the browser asks the server for the full hashes only when a URL matches locally (Safe Browsing v4 Update API documentation). Since 2024, Chrome&apos;s standard protection also checks URLs in real time through a privacy relay (Google Online Security Blog, March 2024). Here both local lists are built from one list and face the same browsing.</source>
        <translation>เบราว์เซอร์ตรวจสอบทุกหน้าที่เปิดกับรายการ URL อันตรายของ Google โดยไม่ต้องส่งที่อยู่แต่ละรายการออกไป Chrome ใช้ Bloom filter ของรายการนี้จนถึงปี 2011 จากนั้นจึงเปลี่ยนมาใช้เซตพรีฟิกซ์ (prefix set) ซึ่งเก็บพรีฟิกซ์ขนาด 32 บิตของแฮชของ URL โดยเรียงลำดับแล้วเก็บเป็นผลต่างระหว่างค่าที่อยู่ติดกัน (Chromium change “PrefixSet as an alternate to BloomFilter”, 2011) Safe Browsing Update API v4 ของ Google ส่งพรีฟิกซ์ SHA-256 ขนาด 4 ไบต์ที่บีบอัดแบบ Rice-Golomb และเบราว์เซอร์จะขอแฮชเต็มจากเซิร์ฟเวอร์ก็ต่อเมื่อ URL ตรงกับรายการในเครื่องเท่านั้น (Safe Browsing v4 Update API documentation) ตั้งแต่ปี 2024 การป้องกันแบบมาตรฐานของ Chrome ยังตรวจสอบ URL แบบเรียลไทม์ผ่านรีเลย์ที่รักษาความเป็นส่วนตัว (privacy relay) ด้วย (Google Online Security Blog, March 2024) ในหน้านี้ รายการในเครื่องทั้งสองแบบถูกสร้างจากรายการเดียวกัน และเจอการท่องเว็บชุดเดียวกัน</translation>
    </message>
    <message>
        <source>Browser</source>
        <translation>เบราว์เซอร์</translation>
    </message>
    <message>
        <source>Local list</source>
        <translation>รายการในเครื่อง</translation>
    </message>
    <message>
        <source>Safe Browsing server</source>
        <translation>เซิร์ฟเวอร์ Safe Browsing</translation>
    </message>
    <message>
        <source>safe-browsing-results.csv</source>
        <translation>safe-browsing-results.csv</translation>
    </message>
    <message>
        <source>List and browsing</source>
        <translation>รายการและการท่องเว็บ</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>อัตราผลบวกลวงที่ใช้กำหนดขนาดฟิลเตอร์</translation>
    </message>
    <message>
        <source>Ship the list and browse</source>
        <translation>ส่งรายการแล้วท่องเว็บ</translation>
    </message>
    <message>
        <source>URLs on the list:</source>
        <translation>URL ในรายการ:</translation>
    </message>
    <message>
        <source>URLs the browser opens:</source>
        <translation>URL ที่เบราว์เซอร์เปิด:</translation>
    </message>
    <message>
        <source>Share of them on the list:</source>
        <translation>สัดส่วนที่อยู่ในรายการ:</translation>
    </message>
    <message>
        <source>Filter&apos;s false-positive rate:</source>
        <translation>อัตราผลบวกลวงของฟิลเตอร์:</translation>
    </message>
    <message>
        <source>One URL</source>
        <translation>URL เดียว</translation>
    </message>
    <message>
        <source>Bloom filter (until 2011)</source>
        <translation>Bloom filter (จนถึงปี 2011)</translation>
    </message>
    <message>
        <source>Prefix set (v4)</source>
        <translation>เซตพรีฟิกซ์ (v4)</translation>
    </message>
    <message>
        <source>A URL, exactly as listed, e.g. one of the examples</source>
        <translation>URL ที่ตรงกับในรายการทุกตัวอักษร เช่น หนึ่งในตัวอย่าง</translation>
    </message>
    <message>
        <source>URL to check</source>
        <translation>URL ที่จะตรวจสอบ</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>ตรวจสอบ</translation>
    </message>
    <message>
        <source>A listed URL</source>
        <translation>URL ที่อยู่ในรายการ</translation>
    </message>
    <message>
        <source>An unlisted URL</source>
        <translation>URL ที่ไม่อยู่ในรายการ</translation>
    </message>
    <message>
        <source>The diagram follows:</source>
        <translation>แผนภาพแสดงการทำงานของ:</translation>
    </message>
    <message>
        <source>URL to check against the list the run built:</source>
        <translation>URL ที่จะตรวจสอบกับรายการที่รอบนี้สร้างขึ้น:</translation>
    </message>
</context>
<context>
    <name>ScalableController</name>
    <message>
        <source>Feed %1 keys</source>
        <translation>ป้อนคีย์ %1 คีย์</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>เริ่มใหม่</translation>
    </message>
    <message>
        <source>This lesson stops at %1 keys, %2 times the capacity: the point is made.</source>
        <translation>บทเรียนนี้หยุดที่ %1 คีย์ ซึ่งเป็น %2 เท่าของความจุ: เห็นประเด็นชัดเจนแล้ว</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>เปิดเซสชัน</translation>
    </message>
    <message>
        <source>The next slice would take the two filters past %1, the most this page holds in memory: the point is made. Start over with a smaller capacity or a looser rate to feed further.</source>
        <translation>ส่วนย่อยถัดไปจะทำให้ฟิลเตอร์ทั้งสองใช้หน่วยความจำเกิน %1 ซึ่งเป็นปริมาณสูงสุดที่หน้านี้รองรับ: เห็นประเด็นชัดเจนแล้ว หากต้องการป้อนคีย์ต่อ ให้เริ่มใหม่ด้วยความจุที่น้อยลงหรืออัตราเป้าหมายที่ผ่อนปรนขึ้น</translation>
    </message>
</context>
<context>
    <name>ScalableModel</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 เทียบกับ %2</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>คีย์</translation>
    </message>
    <message>
        <source>Fixed FPR</source>
        <translation>FPR
แบบขนาดคงที่</translation>
    </message>
    <message>
        <source>Scalable FPR</source>
        <translation>FPR
แบบขยายขนาดได้</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>ขอบเขต</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>ส่วนย่อย</translation>
    </message>
    <message>
        <source>Memory:
fixed vs scalable</source>
        <translation>หน่วยความจำ:
ขนาดคงที่ เทียบกับ ขยายขนาดได้</translation>
    </message>
</context>
<context>
    <name>ScalablePage</name>
    <message>
        <source>Scalable</source>
        <translation>ขยายขนาดได้</translation>
    </message>
    <message>
        <source>A Bloom filter is sized for a capacity. Feed it more keys and its error climbs. A scalable filter (Almeida et al., 2007) opens a new, tighter slice whenever one fills, so its compound error stays under the target.</source>
        <translation>Bloom filter ถูกกำหนดขนาดตามความจุ หากเพิ่มคีย์เกินกว่านั้น ความผิดพลาดจะสูงขึ้น ฟิลเตอร์แบบขยายขนาดได้ (scalable filter; Almeida et al., 2007) จะเปิดส่วนย่อย (slice) ใหม่ที่เข้มงวดขึ้นทุกครั้งที่ส่วนย่อยเดิมเต็ม ความผิดพลาดรวมจึงยังคงต่ำกว่าเป้าหมาย</translation>
    </message>
</context>
<context>
    <name>ScalableParametersBar</name>
    <message>
        <source>Initial capacity</source>
        <translation>ความจุเริ่มต้น</translation>
    </message>
    <message>
        <source>Target false-positive rate</source>
        <translation>อัตราผลบวกลวงเป้าหมาย</translation>
    </message>
    <message>
        <source>Growth factor</source>
        <translation>ตัวคูณการขยาย</translation>
    </message>
    <message>
        <source>Each slice holds this many times the keys of the one before</source>
        <translation>ส่วนย่อยแต่ละส่วนเก็บคีย์ได้เป็นจำนวนเท่านี้ของส่วนก่อนหน้า</translation>
    </message>
    <message>
        <source>Tightening ratio</source>
        <translation>อัตราส่วนการกระชับ</translation>
    </message>
    <message>
        <source>Each slice&apos;s error budget is this times the one before</source>
        <translation>งบความผิดพลาดของส่วนย่อยแต่ละส่วนเท่ากับค่านี้คูณกับของส่วนก่อนหน้า</translation>
    </message>
    <message>
        <source>&amp;Start over</source>
        <translation>เริ่มใหม่ (&amp;S)</translation>
    </message>
    <message>
        <source>Empty both filters and build them with these settings</source>
        <translation>ล้างฟิลเตอร์ทั้งสองแล้วสร้างใหม่ด้วยการตั้งค่าเหล่านี้</translation>
    </message>
    <message>
        <source>&amp;Capacity:</source>
        <translation>ความจุ (&amp;C):</translation>
    </message>
    <message>
        <source>&amp;Target p:</source>
        <translation>p เป้าหมาย (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Growth s:</source>
        <translation>ตัวคูณการขยาย s (&amp;G):</translation>
    </message>
    <message>
        <source>Tightening &amp;r:</source>
        <translation>อัตราส่วนการกระชับ r (&amp;R):</translation>
    </message>
    <message>
        <source>Not used yet: Start over builds the filters with these settings.</source>
        <translation>ยังไม่ถูกใช้: กด “เริ่มใหม่” เพื่อสร้างฟิลเตอร์ด้วยค่าเหล่านี้</translation>
    </message>
</context>
<context>
    <name>SchemesStage</name>
    <message>
        <source>Hash schemes compared</source>
        <translation>เปรียบเทียบรูปแบบแฮช</translation>
    </message>
    <message>
        <source>The same experiment with each hash scheme: m = %1, k = %2, n = %3, %4 probes. A tiny filter with many hashes is where a weak scheme shows.</source>
        <translation>การทดลองเดียวกันกับรูปแบบแฮชแต่ละแบบ: m = %1, k = %2, n = %3, ตรวจสอบ %4 ครั้ง ฟิลเตอร์ขนาดเล็กมากที่ใช้แฮชจำนวนมากคือจุดที่รูปแบบแฮชที่อ่อนแอจะแสดงจุดด้อยออกมา</translation>
    </message>
    <message>
        <source>Com&amp;pare schemes</source>
        <translation>เปรียบเทียบรูปแบบ (&amp;P)</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>รูปแบบ</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>ค่าที่วัดได้</translation>
    </message>
    <message>
        <source>Exact theory</source>
        <translation>ค่าแม่นตรงตามทฤษฎี</translation>
    </message>
    <message>
        <source>Excess</source>
        <translation>ส่วนเกิน</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>สาเหตุ</translation>
    </message>
    <message>
        <source>The article&apos;s h·31 + byte</source>
        <translation>h·31 + byte ตามบทความ</translation>
    </message>
    <message>
        <source>Keys that differ only in their last characters get nearly the same hash, so their bits cluster: the filter acts as if it were much smaller.</source>
        <translation>คีย์ที่ต่างกันเพียงอักขระท้าย ๆ จะได้ค่าแฮชเกือบเท่ากัน บิตของคีย์เหล่านั้นจึงกระจุกตัวกัน: ฟิลเตอร์ทำงานเหมือนมีขนาดเล็กกว่าความเป็นจริงมาก</translation>
    </message>
    <message>
        <source>Plain double hashing</source>
        <translation>การแฮชคู่แบบธรรมดา</translation>
    </message>
    <message>
        <source>h1 + i·h2 mod m: when h2 shares a factor with m, a key&apos;s probes cycle over a few cells and set fewer than k bits. Popular libraries shipped this and saw rates above theory.</source>
        <translation>h1 + i·h2 mod m: เมื่อ h2 มีตัวประกอบร่วมกับ m ตำแหน่งที่คีย์หนึ่งตรวจสอบจะวนซ้ำอยู่ในไม่กี่ช่อง และตั้งค่าบิตได้น้อยกว่า k บิต ไลบรารียอดนิยมเคยใช้วิธีนี้และพบอัตราผลบวกลวงสูงกว่าทฤษฎี</translation>
    </message>
    <message>
        <source>Enhanced double hashing, unmixed (BloomLab 0.1)</source>
        <translation>การแฮชคู่แบบปรับปรุง ไม่ผสมค่า (BloomLab 0.1)</translation>
    </message>
    <message>
        <source>The cubic term breaks those cycles, but multiply-shift keeps only the top bits of a + i·b + (i³ − i)/6: when b is small the k probes crowd into neighbouring cells, about one key in m/2.</source>
        <translation>พจน์กำลังสามช่วยตัดวงวนเหล่านั้น แต่การคูณแล้วเลื่อนบิต (multiply-shift) เก็บไว้เพียงบิตบนสุดของ a + i·b + (i³ − i)/6: เมื่อ b มีค่าน้อย ตำแหน่งทั้ง k ตำแหน่งจะไปกระจุกอยู่ในช่องที่อยู่ติดกัน ซึ่งเกิดขึ้นกับคีย์ประมาณหนึ่งในทุก m/2 คีย์</translation>
    </message>
    <message>
        <source>Enhanced double hashing, remixed (default)</source>
        <translation>การแฮชคู่แบบปรับปรุง ผสมค่าซ้ำ (ค่าเริ่มต้น)</translation>
    </message>
    <message>
        <source>Each a + i·b + (i³ − i)/6 is remixed before the reduction, so the k positions behave as independent ones and the measured rate matches theory.</source>
        <translation>ค่า a + i·b + (i³ − i)/6 แต่ละค่าจะถูกผสมค่าซ้ำก่อนย่อให้เป็นตำแหน่ง ตำแหน่งทั้ง k ตำแหน่งจึงทำงานเหมือนตำแหน่งที่เป็นอิสระต่อกัน และอัตราที่วัดได้ตรงกับทฤษฎี</translation>
    </message>
    <message>
        <source>%1 times the theory</source>
        <translation>%1 เท่าของทฤษฎี</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>ไม่สามารถเขียน %1: %2</translation>
    </message>
</context>
<context>
    <name>ScriptTexts</name>
    <message>
        <source>Usernames: 16 bits, k = 3</source>
        <translation>ชื่อผู้ใช้: 16 บิต, k = 3</translation>
    </message>
    <message>
        <source>Fruit table: 8 bits, k = 3</source>
        <translation>ตารางผลไม้: 8 บิต, k = 3</translation>
    </message>
    <message>
        <source>Tiger and cow: 10 bits, k = 1</source>
        <translation>tiger และ cow: 10 บิต, k = 1</translation>
    </message>
    <message>
        <source>The username article: seyi_codes and aderonke are added, then john_doe and tiwa_codes are checked. Watch which bits they share.</source>
        <translation>บทความเรื่องชื่อผู้ใช้: เพิ่ม seyi_codes และ aderonke จากนั้นตรวจสอบ john_doe และ tiwa_codes สังเกตว่าคีย์เหล่านี้ใช้บิตใดร่วมกัน</translation>
    </message>
    <message>
        <source>The fruit table: apple and mango are added to 8 bits; then grape is checked.</source>
        <translation>ตารางผลไม้: เพิ่ม apple และ mango ลงในอาร์เรย์ 8 บิต จากนั้นตรวจสอบ grape</translation>
    </message>
    <message>
        <source>One hash, 10 bits: tiger is added; then cow is checked and lands on the same bit.</source>
        <translation>แฮชเดียว 10 บิต: เพิ่ม tiger จากนั้นตรวจสอบ cow ซึ่งตกลงบนบิตเดียวกัน</translation>
    </message>
    <message>
        <source>Reset to the article</source>
        <translation>รีเซ็ตกลับเป็นตามบทความ</translation>
    </message>
    <message>
        <source>Hazard: remove a false positive</source>
        <translation>ความเสี่ยง: นำผลบวกลวงออก</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. tiwa_codes never is.</source>
        <translation>เพิ่ม seyi_codes และ aderonke แล้ว แต่ไม่เคยเพิ่ม tiwa_codes</translation>
    </message>
    <message>
        <source>Hazard: remove a key never added</source>
        <translation>ความเสี่ยง: นำคีย์ที่ไม่เคยถูกเพิ่มออก</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. john_doe never is.</source>
        <translation>เพิ่ม seyi_codes และ aderonke แล้ว แต่ไม่เคยเพิ่ม john_doe</translation>
    </message>
    <message>
        <source>Hazard: saturate a counter</source>
        <translation>ความเสี่ยง: ทำให้ตัวนับอิ่มตัว</translation>
    </message>
    <message>
        <source>An empty counting filter of 10 counters, k = 1: tiger always lands on counter 1.</source>
        <translation>ฟิลเตอร์แบบนับ (counting filter) ที่ว่างเปล่าและมีตัวนับ 10 ตัว, k = 1: tiger ตกลงที่ตัวนับ 1 เสมอ</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are in all three filters. In the two Bloom filters they share bit 7.</source>
        <translation>seyi_codes และ aderonke อยู่ในฟิลเตอร์ทั้งสาม ใน Bloom filter ทั้งสองตัว คีย์ทั้งสองใช้บิต 7 ร่วมกัน</translation>
    </message>
    <message>
        <source>Cuckoo hazard: remove a key never added</source>
        <translation>ความเสี่ยงของฟิลเตอร์แบบคุกคู: นำคีย์ที่ไม่เคยถูกเพิ่มออก</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. kemi_229 never is, but it has seyi_codes&apos;s fingerprint, 76, and the same two buckets.</source>
        <translation>seyi_codes และ aderonke ถูกเพิ่มแล้ว kemi_229 ไม่เคยถูกเพิ่ม แต่มีลายนิ้วมือเดียวกับ seyi_codes คือ 76 และมีสองบักเก็ตเดียวกัน</translation>
    </message>
    <message>
        <source>Cuckoo hazard: add one key nine times</source>
        <translation>ความเสี่ยงของฟิลเตอร์แบบคุกคู: เพิ่มคีย์เดียวกันเก้าครั้ง</translation>
    </message>
    <message>
        <source>Each copy of aderonke needs a slot in one of its two buckets: eight slots in all.</source>
        <translation>aderonke แต่ละชุดต้องใช้หนึ่งช่องในบักเก็ตใดบักเก็ตหนึ่งจากสองบักเก็ตของคีย์นี้: รวมทั้งหมดแปดช่อง</translation>
    </message>
    <message>
        <source>Cuckoo hazard: fill the table</source>
        <translation>ความเสี่ยงของฟิลเตอร์แบบคุกคู: เติมตารางจนเต็ม</translation>
    </message>
    <message>
        <source>New members sign up until an add finds both its buckets full and 500 relocations do not free a slot.</source>
        <translation>สมาชิกใหม่สมัครเข้ามาเรื่อย ๆ จนกระทั่งการเพิ่มครั้งหนึ่งพบว่าบักเก็ตทั้งสองของคีย์เต็ม และการย้ายตำแหน่ง 500 ครั้งก็ไม่ทำให้มีช่องว่าง</translation>
    </message>
</context>
<context>
    <name>SeedScaleStage</name>
    <message>
        <source>The article&apos;s filter at real scale</source>
        <translation>ฟิลเตอร์ตามบทความในขนาดจริง</translation>
    </message>
    <message>
        <source>100 million items at 1%: m = %1 bits (about %2), k = 7. Insert 100 million generated keys, then probe 10 million others.</source>
        <translation>100 ล้านรายการที่ 1%: m = %1 บิต (ประมาณ %2), k = 7 เพิ่มคีย์ที่สร้างขึ้น 100 ล้านคีย์ จากนั้นตรวจสอบคีย์อื่นอีก 10 ล้านคีย์</translation>
    </message>
    <message>
        <source>&amp;Run 100 million keys</source>
        <translation>ทดลองกับคีย์ 100 ล้านคีย์ (&amp;R)</translation>
    </message>
</context>
<context>
    <name>SignupController</name>
    <message>
        <source>Opening the database…</source>
        <translation>กำลังเปิดฐานข้อมูล…</translation>
    </message>
    <message>
        <source>The database is empty: create users to fill its users table.</source>
        <translation>ฐานข้อมูลว่างเปล่า: สร้างผู้ใช้เพื่อเติมข้อมูลในตารางผู้ใช้</translation>
    </message>
    <message>
        <source>The database has %1 names.</source>
        <translation>ฐานข้อมูลมีชื่อ %1 ชื่อ</translation>
    </message>
    <message>
        <source>Creating %1 users in one transaction…</source>
        <translation>กำลังสร้างผู้ใช้ %1 คนในทรานแซกชันเดียว…</translation>
    </message>
    <message>
        <source>Added %1 names; the table now has %2. Build the filter again: it holds only the names it was built from.</source>
        <translation>เพิ่มชื่อแล้ว %1 ชื่อ ตอนนี้ตารางมี %2 ชื่อ โปรดสร้างฟิลเตอร์ใหม่อีกครั้ง: ฟิลเตอร์เก็บเฉพาะชื่อที่ใช้สร้างฟิลเตอร์เท่านั้น</translation>
    </message>
    <message>
        <source>Building the filter: streaming every name once…</source>
        <translation>กำลังสร้างฟิลเตอร์: อ่านทุกชื่อแบบสตรีมหนึ่งรอบ…</translation>
    </message>
    <message>
        <source>The filter holds all %1 names.</source>
        <translation>ฟิลเตอร์เก็บชื่อไว้ครบทั้ง %1 ชื่อ</translation>
    </message>
    <message>
        <source>Checking %1 sign-ups three ways…</source>
        <translation>กำลังตรวจสอบการสมัคร %1 รายการด้วยสามวิธี…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>กำลังตรวจสอบ…</translation>
    </message>
    <message>
        <source>“%1” is free. The filter said definitely not, so the database was not asked (%2).</source>
        <translation>“%1” ยังว่างอยู่ ฟิลเตอร์ตอบว่าไม่มีแน่นอน จึงไม่ต้องถามฐานข้อมูล (%2)</translation>
    </message>
    <message>
        <source>“%1” is taken. The filter said maybe and the database confirmed it (%2).</source>
        <translation>“%1” ถูกใช้แล้ว ฟิลเตอร์ตอบว่าอาจมี และฐานข้อมูลยืนยันว่ามีจริง (%2)</translation>
    </message>
    <message>
        <source>“%1” is free, but the filter said maybe: a false positive, which cost one database query to find out (%2).</source>
        <translation>“%1” ยังว่างอยู่ แต่ฟิลเตอร์ตอบว่าอาจมี: นี่คือผลบวกลวง ซึ่งต้องเสียการคิวรีฐานข้อมูลหนึ่งครั้งเพื่อตรวจสอบ (%2)</translation>
    </message>
    <message>
        <source>Registering…</source>
        <translation>กำลังลงทะเบียน…</translation>
    </message>
    <message>
        <source>Registered “%1” in the database and the filter together. The table has %2 names, the filter %3.</source>
        <translation>ลงทะเบียน “%1” ในฐานข้อมูลและฟิลเตอร์พร้อมกันแล้ว ตารางมี %2 ชื่อ และฟิลเตอร์มี %3 ชื่อ</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>ยังไม่ได้สร้าง</translation>
    </message>
    <message>
        <source>in Redis</source>
        <translation>ใน Redis</translation>
    </message>
    <message>
        <source>in this process</source>
        <translation>ในโปรเซสนี้</translation>
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
        <translation>SQLite · %1 ชื่อ</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Measured on this computer</source>
        <translation>วัดบนคอมพิวเตอร์เครื่องนี้</translation>
    </message>
    <message>
        <source>Database only</source>
        <translation>ฐานข้อมูลอย่างเดียว</translation>
    </message>
    <message>
        <source>Filter first</source>
        <translation>ฟิลเตอร์ก่อน</translation>
    </message>
    <message>
        <source>Cache of every name</source>
        <translation>แคชทุกชื่อ</translation>
    </message>
    <message>
        <source>Sign-up checks</source>
        <translation>การตรวจสอบการสมัคร</translation>
    </message>
    <message>
        <source>Queries sent to the database</source>
        <translation>คิวรีที่ส่งไปยังฐานข้อมูล</translation>
    </message>
    <message>
        <source>Queries avoided</source>
        <translation>คิวรีที่หลีกเลี่ยงได้</translation>
    </message>
    <message>
        <source>False positives (a query for a free name)</source>
        <translation>ผลบวกลวง (คิวรีสำหรับชื่อที่ยังว่าง)</translation>
    </message>
    <message>
        <source>Round trips to Redis</source>
        <translation>การสื่อสารไป-กลับกับ Redis</translation>
    </message>
    <message>
        <source>Mean time per check</source>
        <translation>เวลาเฉลี่ยต่อการตรวจสอบ</translation>
    </message>
    <message>
        <source>99th percentile time</source>
        <translation>เวลาที่เปอร์เซ็นไทล์ที่ 99</translation>
    </message>
    <message>
        <source>Memory in front of the database</source>
        <translation>หน่วยความจำที่ใช้ก่อนถึงฐานข้อมูล</translation>
    </message>
    <message>
        <source>would not fit</source>
        <translation>ใหญ่เกินกว่าจะใส่ได้</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>ตรวจสอบ %1 ครั้ง</translation>
    </message>
    <message>
        <source>%1 maybe</source>
        <translation>อาจมี %1 ครั้ง</translation>
    </message>
    <message>
        <source>%1 definitely not</source>
        <translation>ไม่มีแน่นอน %1 ครั้ง</translation>
    </message>
    <message>
        <source>%1 taken and %2 free names. The filter sent %3 of the free names to the database anyway: %4, against the %5 it was built for.</source>
        <translation>ชื่อที่ถูกใช้แล้ว %1 ชื่อ และชื่อที่ยังว่าง %2 ชื่อ ฟิลเตอร์ยังคงส่งชื่อที่ว่าง %3 ชื่อไปยังฐานข้อมูล: คิดเป็น %4 เทียบกับ %5 ที่ใช้สร้างฟิลเตอร์</translation>
    </message>
    <message>
        <source>Filter first was slower here: this SQLite runs inside BloomLab with its pages in memory, so a query costs less than a round trip to Redis. A database across a network costs a round trip per query too, and that is what the filter saves.</source>
        <translation>ในกรณีนี้ “ฟิลเตอร์ก่อน” ช้ากว่า: SQLite นี้ทำงานอยู่ภายใน BloomLab และเก็บเพจไว้ในหน่วยความจำ การคิวรีหนึ่งครั้งจึงใช้เวลาน้อยกว่าการสื่อสารไป-กลับกับ Redis ฐานข้อมูลที่อยู่อีกฝั่งของเครือข่ายก็ต้องเสียการสื่อสารไป-กลับหนึ่งครั้งต่อคิวรีเช่นกัน และนั่นคือสิ่งที่ฟิลเตอร์ช่วยประหยัด</translation>
    </message>
    <message>
        <source>Filter first was slower here: this SQLite runs inside BloomLab with its pages in memory, so a query costs microseconds. A database across a network costs a round trip per query, and that is what the filter saves.</source>
        <translation>ในกรณีนี้ “ฟิลเตอร์ก่อน” ช้ากว่า: SQLite นี้ทำงานอยู่ภายใน BloomLab และเก็บเพจไว้ในหน่วยความจำ การคิวรีหนึ่งครั้งจึงใช้เวลาเพียงระดับไมโครวินาที ฐานข้อมูลที่อยู่อีกฝั่งของเครือข่ายต้องเสียการสื่อสารไป-กลับหนึ่งครั้งต่อคิวรี และนั่นคือสิ่งที่ฟิลเตอร์ช่วยประหยัด</translation>
    </message>
    <message>
        <source>Added %1 names; the table now has %2. Now build the filter from them.</source>
        <translation>เพิ่มชื่อแล้ว %1 ชื่อ ตอนนี้ตารางมี %2 ชื่อ โปรดสร้างฟิลเตอร์จากชื่อเหล่านี้</translation>
    </message>
</context>
<context>
    <name>SignupTab</name>
    <message>
        <source>A sign-up form asks “is this name taken?” for every name a visitor types. Asking the database each time is a query per keystroke; a Bloom filter in front of it answers “definitely not” from memory for most free names, and only a “maybe” goes on to the database. Here the database is real (SQLite), and so is Redis when the filter lives there.</source>
        <translation>แบบฟอร์มสมัครสมาชิกจะถามว่า “ชื่อนี้ถูกใช้แล้วหรือยัง?” สำหรับทุกชื่อที่ผู้เข้าชมพิมพ์ การถามฐานข้อมูลทุกครั้งหมายถึงการคิวรีหนึ่งครั้งต่อการกดแป้นหนึ่งครั้ง Bloom filter ที่อยู่หน้าฐานข้อมูลจะตอบ “ไม่มีแน่นอน” จากหน่วยความจำได้สำหรับชื่อที่ยังว่างส่วนใหญ่ และมีเพียงคำตอบ “อาจมี” เท่านั้นที่ต้องส่งต่อไปยังฐานข้อมูล ในหน้านี้ฐานข้อมูลเป็นของจริง (SQLite) และ Redis ก็เป็นของจริงเช่นกันเมื่อฟิลเตอร์อยู่ในนั้น</translation>
    </message>
    <message>
        <source>Sign-up form</source>
        <translation>แบบฟอร์มสมัครสมาชิก</translation>
    </message>
    <message>
        <source>Bloom filter</source>
        <translation>Bloom filter</translation>
    </message>
    <message>
        <source>Users table</source>
        <translation>ตารางผู้ใช้</translation>
    </message>
    <message>
        <source>signup-results.csv</source>
        <translation>signup-results.csv</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>ฐานข้อมูล</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>ไฟล์ฐานข้อมูล</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>เลือก…</translation>
    </message>
    <message>
        <source>Create users</source>
        <translation>สร้างผู้ใช้</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>ไฟล์:</translation>
    </message>
    <message>
        <source>Names:</source>
        <translation>จำนวนชื่อ:</translation>
    </message>
    <message>
        <source>Users to add:</source>
        <translation>จำนวนผู้ใช้ที่จะเพิ่ม:</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>ฟิลเตอร์</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to build for</source>
        <translation>อัตราผลบวกลวงที่ใช้สร้างฟิลเตอร์</translation>
    </message>
    <message>
        <source>In this process</source>
        <translation>ในโปรเซสนี้</translation>
    </message>
    <message>
        <source>In Redis, started by BloomLab (private, on this computer)</source>
        <translation>ใน Redis ที่ BloomLab เริ่มขึ้นเอง (ใช้เฉพาะตัว บนคอมพิวเตอร์เครื่องนี้)</translation>
    </message>
    <message>
        <source>In a Redis server at:</source>
        <translation>ในเซิร์ฟเวอร์ Redis ที่:</translation>
    </message>
    <message>
        <source>Redis host</source>
        <translation>โฮสต์ Redis</translation>
    </message>
    <message>
        <source>Redis port</source>
        <translation>พอร์ต Redis</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>รหัสผ่าน (ไม่บังคับ)</translation>
    </message>
    <message>
        <source>Redis password</source>
        <translation>รหัสผ่าน Redis</translation>
    </message>
    <message>
        <source>Build the filter</source>
        <translation>สร้างฟิลเตอร์</translation>
    </message>
    <message>
        <source>False-positive rate:</source>
        <translation>อัตราผลบวกลวง:</translation>
    </message>
    <message>
        <source>Where it lives:</source>
        <translation>ที่เก็บฟิลเตอร์:</translation>
    </message>
    <message>
        <source>Sign-ups</source>
        <translation>การสมัคร</translation>
    </message>
    <message>
        <source>Run the sign-ups</source>
        <translation>เริ่มการสมัคร</translation>
    </message>
    <message>
        <source>A username, e.g. ada_codes</source>
        <translation>ชื่อผู้ใช้ เช่น ada_codes</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>ชื่อผู้ใช้</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>ตรวจสอบ</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>ลงทะเบียน</translation>
    </message>
    <message>
        <source>Sign-ups to check:</source>
        <translation>จำนวนการสมัครที่จะตรวจสอบ:</translation>
    </message>
    <message>
        <source>Share of names already taken:</source>
        <translation>สัดส่วนชื่อที่ถูกใช้แล้ว:</translation>
    </message>
    <message>
        <source>Or one name at a time:</source>
        <translation>หรือตรวจสอบทีละชื่อ:</translation>
    </message>
    <message>
        <source>Choose the users database</source>
        <translation>เลือกฐานข้อมูลผู้ใช้</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>ฐานข้อมูล SQLite (*.db *.sqlite *.sqlite3);;ไฟล์ทั้งหมด (*)</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>ยังไม่ได้เปิด</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>ฟิลเตอร์: %1</translation>
    </message>
    <message>
        <source>Users to add</source>
        <translation>จำนวนผู้ใช้ที่จะเพิ่ม</translation>
    </message>
</context>
<context>
    <name>SizingAnswer</name>
    <message>
        <source>Solved.</source>
        <translation>คำนวณเสร็จแล้ว</translation>
    </message>
    <message>
        <source>At this rate, %1 bits would hold about %2 keys: more than BloomLab can count (at most %3).</source>
        <translation>ที่อัตรานี้ %1 บิตจะเก็บคีย์ได้ประมาณ %2 คีย์: มากเกินกว่าที่ BloomLab จะนับได้ (สูงสุด %3)</translation>
    </message>
    <message>
        <source>The answer is more than BloomLab can count (at most %1).</source>
        <translation>คำตอบมากเกินกว่าที่ BloomLab จะนับได้ (สูงสุด %1)</translation>
    </message>
    <message>
        <source>%1 bits cannot hold even one key here: m must be larger.</source>
        <translation>ในกรณีนี้ %1 บิตเก็บคีย์ไม่ได้แม้แต่คีย์เดียว: m ต้องมากกว่านี้</translation>
    </message>
    <message>
        <source>This filter would need %1 bits (%2 bytes): more than BloomLab can count, and more memory than any computer has.</source>
        <translation>ฟิลเตอร์นี้จะต้องใช้ %1 บิต (%2 ไบต์): มากเกินกว่าที่ BloomLab จะนับได้ และมากกว่าหน่วยความจำของคอมพิวเตอร์เครื่องใด ๆ</translation>
    </message>
    <message>
        <source>n = m·ln 2 / k = %1 × %2 / %3 = %4</source>
        <translation>n = m·ln 2 / k = %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <source>n = −m·ln(1 − p^(1/k)) / k = −%1 × ln(1 − %2^(1/%3)) / %3 = %4</source>
        <translation>n = −m·ln(1 − p^(1/k)) / k = −%1 × ln(1 − %2^(1/%3)) / %3 = %4</translation>
    </message>
    <message>
        <source>n = −m·(ln 2)² / ln p = −%1 × %2 / ln %3 = %4</source>
        <translation>n = −m·(ln 2)² / ln p = −%1 × %2 / ln %3 = %4</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>p = (1 − e^(−kn/m))^k = (1 − e^(−%1 × %2 / %3))^%1 = %4</source>
        <translation>p = (1 − e^(−kn/m))^k = (1 − e^(−%1 × %2 / %3))^%1 = %4</translation>
    </message>
    <message>
        <source>%1 bits</source>
        <translation>%1 บิต</translation>
    </message>
    <message>
        <source>m = k·n / ln 2 = %1 × %2 / %3 = %4 bits</source>
        <translation>m = k·n / ln 2 = %1 × %2 / %3 = %4 บิต</translation>
    </message>
    <message>
        <source>m = −k·n / ln(1 − p^(1/k)) = −%1 × %2 / ln(1 − %3^(1/%1)) = %4 bits</source>
        <translation>m = −k·n / ln(1 − p^(1/k)) = −%1 × %2 / ln(1 − %3^(1/%1)) = %4 บิต</translation>
    </message>
    <message>
        <source>m = −n·ln p / (ln 2)² = −%1 × ln %2 / %3 = %4 bits</source>
        <translation>m = −n·ln p / (ln 2)² = −%1 × ln %2 / %3 = %4 บิต</translation>
    </message>
    <message>
        <source>m / 8 = %1 / 8 = %2</source>
        <translation>m / 8 = %1 / 8 = %2</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 ไบต์</translation>
    </message>
    <message>
        <source>More than the %1 this computer has free: a filter this size cannot be built here.</source>
        <translation>มากกว่าหน่วยความจำว่าง %1 ของคอมพิวเตอร์เครื่องนี้: สร้างฟิลเตอร์ขนาดนี้บนเครื่องนี้ไม่ได้</translation>
    </message>
    <message>
        <source>k = −ln p / ln 2 = −ln %1 / %2 = %3 → %4</source>
        <translation>k = −ln p / ln 2 = −ln %1 / %2 = %3 → %4</translation>
    </message>
    <message>
        <source>k = (m/n)·ln 2 = (%1 / %2) × %3 = %4 → %5</source>
        <translation>k = (m/n)·ln 2 = (%1 / %2) × %3 = %4 → %5</translation>
    </message>
    <message>
        <source>The optimal k here, %1, is more than the %2 hash functions BloomLab&apos;s filters support, so the results are for k = %2.</source>
        <translation>ค่า k ที่เหมาะสมที่สุดในกรณีนี้คือ %1 ซึ่งมากกว่า %2 ฟังก์ชันแฮชที่ฟิลเตอร์ของ BloomLab รองรับ ผลลัพธ์จึงคำนวณสำหรับ k = %2</translation>
    </message>
    <message>
        <source>m/n = %1 / %2 = %3</source>
        <translation>m/n = %1 / %2 = %3</translation>
    </message>
    <message>
        <source>m/n = −k / ln(1 − p^(1/k)) = −%1 / ln(1 − %2^(1/%1)) = %3</source>
        <translation>m/n = −k / ln(1 − p^(1/k)) = −%1 / ln(1 − %2^(1/%1)) = %3</translation>
    </message>
    <message>
        <source>%1 (%2 keys × %3 bytes)</source>
        <translation>%1 (%2 คีย์ × %3 ไบต์)</translation>
    </message>
    <message>
        <source>%1× smaller than the keys</source>
        <translation>เล็กกว่าตัวคีย์ %1 เท่า</translation>
    </message>
    <message>
        <source>%1× larger than the keys</source>
        <translation>ใหญ่กว่าตัวคีย์ %1 เท่า</translation>
    </message>
    <message>
        <source>about as large as the keys</source>
        <translation>ขนาดพอ ๆ กับตัวคีย์</translation>
    </message>
    <message>
        <source>n × length × 8 / m = %1 × %2 × 8 / %3 = %4</source>
        <translation>n × ความยาว × 8 / m = %1 × %2 × 8 / %3 = %4</translation>
    </message>
    <message>
        <source>m / (n × length × 8) = %1 / (%2 × %3 × 8) = %4</source>
        <translation>m / (n × ความยาว × 8) = %1 / (%2 × %3 × 8) = %4</translation>
    </message>
    <message>
        <source>log₂(1/p) = log₂(1 / %1) = %2</source>
        <translation>log₂(1/p) = log₂(1 / %1) = %2</translation>
    </message>
    <message>
        <source>f = ⌈log₂(2 × 4 / p)⌉ = ⌈log₂(8 / %1)⌉ = %2</source>
        <translation>f = ⌈log₂(2 × 4 / p)⌉ = ⌈log₂(8 / %1)⌉ = %2</translation>
    </message>
    <message>
        <source>%1 bits: more than a cuckoo filter&apos;s %2</source>
        <translation>%1 บิต: มากกว่า %2 บิตของฟิลเตอร์แบบคุกคู</translation>
    </message>
    <message>
        <source>A cuckoo filter&apos;s fingerprints have at most %1 bits, which reach rates down to %2; no cuckoo filter here reaches this one.</source>
        <translation>ลายนิ้วมือของฟิลเตอร์แบบคุกคูมีขนาดได้ไม่เกิน %1 บิต ซึ่งให้อัตราต่ำได้ถึง %2 ไม่มีฟิลเตอร์แบบคุกคูในที่นี้ที่ทำได้ถึงอัตรานี้</translation>
    </message>
    <message>
        <source>Bloom %1, lower bound %2</source>
        <translation>Bloom %1, ขอบเขตล่าง %2</translation>
    </message>
    <message>
        <source>More keys than a cuckoo filter here holds: at most %1.</source>
        <translation>จำนวนคีย์มากกว่าที่ฟิลเตอร์แบบคุกคูในที่นี้เก็บได้: สูงสุด %1</translation>
    </message>
    <message>
        <source>Bucket counts are powers of two, so %1 keys fill only %2 of the slots; filled to the %3 it is built for, the table would take %4 bits per key.</source>
        <translation>จำนวนบักเก็ตเป็นเลขยกกำลังของสอง คีย์ %1 คีย์จึงเติมช่องได้เพียง %2 ของช่องทั้งหมด หากเติมถึง %3 ตามที่ออกแบบไว้ ตารางจะใช้ %4 บิตต่อคีย์</translation>
    </message>
    <message>
        <source>4·f·B / 8 = 4 × %1 × %2 / 8 = %3</source>
        <translation>4·f·B / 8 = 4 × %1 × %2 / 8 = %3</translation>
    </message>
    <message>
        <source>Bloom %1, cuckoo %2, lower bound %3</source>
        <translation>Bloom %1, คุกคู %2, ขอบเขตล่าง %3</translation>
    </message>
    <message>
        <source>Bloom %1× the lower bound, cuckoo %2×</source>
        <translation>Bloom %1 เท่าของขอบเขตล่าง, คุกคู %2 เท่า</translation>
    </message>
    <message>
        <source>4·f·B / n = 4 × %1 × %2 / %3 = %4</source>
        <translation>4·f·B / n = 4 × %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <source>where B = %1 buckets, the power of two at or above ⌈n / (4 × %2)⌉ = %3</source>
        <translation>โดยที่ B = %1 บักเก็ต คือเลขยกกำลังของสองค่าที่น้อยที่สุดที่เท่ากับหรือมากกว่า ⌈n / (4 × %2)⌉ = %3</translation>
    </message>
    <message>
        <source>raised to %1 bits, the smallest fingerprint BloomLab&apos;s cuckoo filter takes</source>
        <translation>ปรับขึ้นเป็น %1 บิต ซึ่งเป็นลายนิ้วมือที่เล็กที่สุดที่ฟิลเตอร์คุกคูของ BloomLab รับได้</translation>
    </message>
</context>
<context>
    <name>SizingCalculator</name>
    <message>
        <source>Enter any two of n, p, m and k</source>
        <translation>ป้อนค่าใดก็ได้สองค่าจาก n, p, m และ k</translation>
    </message>
    <message>
        <source>Keys (n):</source>
        <translation>จำนวนคีย์ (n):</translation>
    </message>
    <message>
        <source>e.g. 1 billion, 10M, %1</source>
        <translation>เช่น 1 billion, 10M, %1</translation>
    </message>
    <message>
        <source>How many keys the filter holds</source>
        <translation>จำนวนคีย์ที่ฟิลเตอร์เก็บไว้</translation>
    </message>
    <message>
        <source>False-positive rate (p):</source>
        <translation>อัตราผลบวกลวง (p):</translation>
    </message>
    <message>
        <source>e.g. 1%, %1, 1e-2, 1 in 100</source>
        <translation>เช่น 1%, %1, 1e-2, 1 in 100</translation>
    </message>
    <message>
        <source>The share of never-added keys the filter may wrongly call present</source>
        <translation>สัดส่วนของคีย์ที่ไม่เคยถูกเพิ่มซึ่งฟิลเตอร์อาจรายงานผิดว่ามีอยู่</translation>
    </message>
    <message>
        <source>Size (m):</source>
        <translation>ขนาด (m):</translation>
    </message>
    <message>
        <source>e.g. 958505838, 120 MB, 1.5 GiB</source>
        <translation>เช่น 958505838, 120 MB, 1.5 GiB</translation>
    </message>
    <message>
        <source>Bits, or a size with a unit: kB/MB/GB (powers of 1000) or KiB/MiB/GiB (powers of 1024)</source>
        <translation>จำนวนบิต หรือขนาดพร้อมหน่วย: kB/MB/GB (ยกกำลังของ 1000) หรือ KiB/MiB/GiB (ยกกำลังของ 1024)</translation>
    </message>
    <message>
        <source>Hash functions (k):</source>
        <translation>จำนวนฟังก์ชันแฮช (k):</translation>
    </message>
    <message>
        <source>e.g. 7</source>
        <translation>เช่น 7</translation>
    </message>
    <message>
        <source>How many bits each key sets</source>
        <translation>จำนวนบิตที่แต่ละคีย์ตั้งค่า</translation>
    </message>
    <message>
        <source>Average key length (bytes):</source>
        <translation>ความยาวคีย์เฉลี่ย (ไบต์):</translation>
    </message>
    <message>
        <source>e.g. 70</source>
        <translation>เช่น 70</translation>
    </message>
    <message>
        <source>To compare with storing the keys themselves</source>
        <translation>ใช้เปรียบเทียบกับการเก็บตัวคีย์เอง</translation>
    </message>
    <message>
        <source>The URL example: 1 billion URLs at 1%</source>
        <translation>ตัวอย่าง URL: 1 พันล้าน URL ที่ 1%</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>ล้าง (&amp;L)</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>ผลลัพธ์</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>จำนวนบิตต่อคีย์:</translation>
    </message>
    <message>
        <source>Filter memory:</source>
        <translation>หน่วยความจำของฟิลเตอร์:</translation>
    </message>
    <message>
        <source>Storing the keys:</source>
        <translation>การเก็บตัวคีย์:</translation>
    </message>
    <message>
        <source>The filter is:</source>
        <translation>ฟิลเตอร์มีขนาด:</translation>
    </message>
    <message>
        <source>Problem with %1</source>
        <translation>ปัญหาใน %1</translation>
    </message>
    <message>
        <source>Fix the field marked above.</source>
        <translation>แก้ไขช่องที่ทำเครื่องหมายไว้ด้านบน</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n more value(s).</source>
        <translation>
            <numerusform>ป้อนค่าอีก %Ln ค่า</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter exactly two values; clear the others.</source>
        <translation>ป้อนค่าสองค่าพอดี และล้างค่าอื่นออก</translation>
    </message>
    <message>
        <source>This cannot be negative.</source>
        <translation>ค่านี้ติดลบไม่ได้</translation>
    </message>
    <message>
        <source>“%1” is not a number this box reads (%2).</source>
        <translation>“%1” ไม่ใช่ตัวเลขที่ช่องนี้อ่านได้ (%2)</translation>
    </message>
    <message>
        <source>How %1 was worked out</source>
        <translation>วิธีคำนวณ %1</translation>
    </message>
    <message>
        <source>Note on %1</source>
        <translation>หมายเหตุเกี่ยวกับ %1</translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported.</source>
        <translation>รองรับฟังก์ชันแฮชได้สูงสุด %1 ฟังก์ชัน</translation>
    </message>
    <message>
        <source>This is more than BloomLab can count (at most %1).</source>
        <translation>ค่านี้มากเกินกว่าที่ BloomLab จะนับได้ (สูงสุด %1)</translation>
    </message>
    <message>
        <source>Against a cuckoo filter and the lower bound</source>
        <translation>เทียบกับฟิลเตอร์แบบคุกคูและขอบเขตล่าง</translation>
    </message>
    <message>
        <source>Cuckoo fingerprint (f):</source>
        <translation>ลายนิ้วมือของฟิลเตอร์แบบคุกคู (f):</translation>
    </message>
    <message>
        <source>Cuckoo bits per key:</source>
        <translation>จำนวนบิตต่อคีย์ของฟิลเตอร์แบบคุกคู:</translation>
    </message>
    <message>
        <source>Cuckoo filter memory:</source>
        <translation>หน่วยความจำของฟิลเตอร์แบบคุกคู:</translation>
    </message>
    <message>
        <source>Lower bound, bits per key:</source>
        <translation>ขอบเขตล่างของจำนวนบิตต่อคีย์:</translation>
    </message>
    <message>
        <source>Bits per key compared:</source>
        <translation>เปรียบเทียบจำนวนบิตต่อคีย์:</translation>
    </message>
    <message>
        <source>This rate is closer to 0 than BloomLab can compute with (the smallest is %1).</source>
        <translation>อัตรานี้ใกล้ 0 เกินกว่าที่ BloomLab จะคำนวณได้ (ค่าที่เล็กที่สุดคือ %1)</translation>
    </message>
</context>
<context>
    <name>SliceBandsView</name>
    <message>
        <source>Slices</source>
        <translation>ส่วนย่อย</translation>
    </message>
    <message>
        <source>Slice %1: m = %2 bits, k = %3, error budget %4, %5 of %6 keys, %7 of bits set</source>
        <translation>ส่วนย่อย %1: m = %2 บิต, k = %3, งบความผิดพลาด %4, คีย์ %5 จาก %6, บิตถูกตั้งค่าแล้ว %7</translation>
    </message>
    <message numerus="yes">
        <source>%Ln earlier slice(s) not shown; the newest follow.</source>
        <translation>
            <numerusform>ไม่ได้แสดงส่วนย่อยก่อนหน้า %Ln ส่วน ส่วนที่ใหม่ที่สุดอยู่ด้านล่าง</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlicesStage</name>
    <message>
        <source>Slices of the scalable filter</source>
        <translation>ส่วนย่อยของฟิลเตอร์แบบขยายขนาดได้</translation>
    </message>
    <message>
        <source>Keys added: %1 (design capacity %2)</source>
        <translation>คีย์ที่เพิ่มแล้ว: %1 (ความจุที่ออกแบบไว้ %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) already looked present (a false positive while adding) and were not stored, so the slices hold %1.</source>
        <translation>
            <numerusform>คีย์ %Ln ตัวดูเหมือนมีอยู่แล้ว (เป็นผลบวกลวงขณะเพิ่ม) จึงไม่ได้ถูกเก็บซ้ำ ดังนั้นส่วนย่อยต่าง ๆ เก็บคีย์ไว้ %1 ตัว</numerusform>
        </translation>
    </message>
    <message>
        <source>Slices: %1</source>
        <translation>ส่วนย่อย: %1</translation>
    </message>
    <message>
        <source>Scalable filter: measured %1 (%5 interval %2 to %3, over %4 probe keys)</source>
        <translation>ฟิลเตอร์แบบขยายขนาดได้: วัดได้ %1 (ช่วงความเชื่อมั่น %5: %2 ถึง %3 จากคีย์ที่ใช้ตรวจสอบ %4 คีย์)</translation>
    </message>
    <message>
        <source>Expected from its bits: %1; compound bound %2; target %3</source>
        <translation>ค่าที่คาดจากบิต: %1; ขอบเขตรวม %2; เป้าหมาย %3</translation>
    </message>
    <message>
        <source>Why above the bound? The bound is the average over every filter built this way; these keys happened to set more bits than average, as the expected rate shows.</source>
        <translation>ทำไมจึงสูงกว่าขอบเขต? ขอบเขตเป็นค่าเฉลี่ยของทุกฟิลเตอร์ที่สร้างด้วยวิธีนี้ แต่คีย์ชุดนี้บังเอิญตั้งค่าบิตมากกว่าค่าเฉลี่ย ดังที่อัตราที่คาดไว้แสดงให้เห็น</translation>
    </message>
    <message>
        <source>Why above the bound? Its bits predict a rate within the bound; this set of probe keys happened to find more false positives, which the interval allows for.</source>
        <translation>ทำไมจึงสูงกว่าขอบเขต? บิตของฟิลเตอร์ทำนายอัตราที่อยู่ภายในขอบเขต แต่คีย์ที่ใช้ตรวจสอบชุดนี้บังเอิญพบผลบวกลวงมากกว่า ซึ่งช่วงความเชื่อมั่นเผื่อไว้แล้ว</translation>
    </message>
    <message>
        <source>Fixed filter: measured %1</source>
        <translation>ฟิลเตอร์ขนาดคงที่: วัดได้ %1</translation>
    </message>
    <message>
        <source>Memory: fixed %1, scalable %2</source>
        <translation>หน่วยความจำ: ขนาดคงที่ %1, ขยายขนาดได้ %2</translation>
    </message>
</context>
<context>
    <name>SstFilesView</name>
    <message>
        <source>SST files and their filters</source>
        <translation>ไฟล์ SST และฟิลเตอร์ของแต่ละไฟล์</translation>
    </message>
    <message>
        <source>outside its key range: not asked</source>
        <translation>อยู่นอกช่วงคีย์ของไฟล์: ไม่ได้ถาม</translation>
    </message>
    <message>
        <source>filter: definitely not — skipped</source>
        <translation>ฟิลเตอร์: ไม่มีแน่นอน — ข้าม</translation>
    </message>
    <message>
        <source>not reached: found in a newer file</source>
        <translation>ไม่ได้ไปถึง: พบในไฟล์ที่ใหม่กว่าแล้ว</translation>
    </message>
    <message numerus="yes">
        <source>filter: maybe — %n block(s) read, found</source>
        <translation>
            <numerusform>ฟิลเตอร์: อาจมี — อ่าน %Ln บล็อก พบคีย์</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>filter: maybe — %n block(s) read for nothing (false positive)</source>
        <translation>
            <numerusform>ฟิลเตอร์: อาจมี — อ่าน %Ln บล็อกโดยเปล่าประโยชน์ (ผลบวกลวง)</numerusform>
        </translation>
    </message>
    <message>
        <source>File %1, %2 keys%3</source>
        <translation>ไฟล์ %1, %2 คีย์%3</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <source>Build the databases to see their SST files.</source>
        <translation>สร้างฐานข้อมูลเพื่อดูไฟล์ SST ของฐานข้อมูล</translation>
    </message>
    <message>
        <source>#%1 · L%2 · %3 keys</source>
        <translation>#%1 · L%2 · %3 คีย์</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>BloomLab teaches Bloom filters by showing every step.</source>
        <translation>BloomLab สอนเรื่อง Bloom filter โดยแสดงให้เห็นทุกขั้นตอน</translation>
    </message>
    <message>
        <source>Open the page &lt;name&gt;: %1.</source>
        <translation>เปิดหน้า &lt;ชื่อ&gt;: %1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>ชื่อ</translation>
    </message>
    <message>
        <source>Use the language &lt;code&gt;: %1.</source>
        <translation>ใช้ภาษาตาม &lt;รหัส&gt;: %1</translation>
    </message>
    <message>
        <source>code</source>
        <translation>รหัส</translation>
    </message>
    <message>
        <source>Render the window at 1280×800, save it as a PNG to &lt;file&gt; and exit.</source>
        <translation>เรนเดอร์หน้าต่างที่ขนาด 1280×800 บันทึกเป็นภาพ PNG ลงใน &lt;ไฟล์&gt; แล้วออกจากโปรแกรม</translation>
    </message>
    <message>
        <source>file</source>
        <translation>ไฟล์</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;. Choose one of: %2.</source>
        <translation>ไม่รู้จักหน้า &quot;%1&quot; เลือกได้จาก: %2</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;. Choose one of: %2.</source>
        <translation>ไม่รู้จักภาษา &quot;%1&quot; เลือกได้จาก: %2</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot ต้องระบุชื่อไฟล์</translation>
    </message>
    <message>
        <source>A session (.bloomlab) or filter (.bloom) to open.</source>
        <translation>เซสชัน (.bloomlab) หรือฟิลเตอร์ (.bloom) ที่จะเปิด</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[ไฟล์]</translation>
    </message>
    <message>
        <source>Give at most one file to open.</source>
        <translation>ระบุไฟล์ที่จะเปิดได้ไม่เกินหนึ่งไฟล์</translation>
    </message>
    <message>
        <source>Open the lesson &lt;id&gt; on the Lessons page: %1.</source>
        <translation>เปิดบทเรียน &lt;ไอดี&gt; ในหน้าบทเรียน: %1</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ไอดี</translation>
    </message>
    <message>
        <source>With --lesson, open its step &lt;n&gt;, counted from 1.</source>
        <translation>ใช้คู่กับ --lesson เพื่อเปิดขั้นที่ &lt;n&gt; ของบทเรียนนั้น โดยนับจาก 1</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Unknown lesson &quot;%1&quot;. Choose one of: %2.</source>
        <translation>ไม่รู้จักบทเรียน &quot;%1&quot; เลือกได้จาก: %2</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has steps 1 to %2.</source>
        <translation>บทเรียน &quot;%1&quot; มีขั้นที่ 1 ถึง %2</translation>
    </message>
    <message>
        <source>--step needs --lesson.</source>
        <translation>--step ต้องใช้คู่กับ --lesson</translation>
    </message>
</context>
<context>
    <name>StorageController</name>
    <message>
        <source>not built</source>
        <translation>ยังไม่ได้สร้าง</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 คีย์</translation>
    </message>
    <message>
        <source>Writing %1 SST files of %2 keys each, with and without filters…</source>
        <translation>กำลังเขียนไฟล์ SST %1 ไฟล์ ไฟล์ละ %2 คีย์ ทั้งแบบมีและไม่มีฟิลเตอร์…</translation>
    </message>
    <message>
        <source>Built: %1 overlapping SST files, each with its own filter at %2 bits per key. Look up a key or run a batch.</source>
        <translation>สร้างแล้ว: ไฟล์ SST ที่ซ้อนทับกัน %1 ไฟล์ แต่ละไฟล์มีฟิลเตอร์ของตัวเองที่ %2 บิตต่อคีย์ ลองค้นหาคีย์หรือเริ่มการค้นหาเป็นชุด</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>กำลังค้นหา…</translation>
    </message>
    <message>
        <source>Found.</source>
        <translation>พบ</translation>
    </message>
    <message>
        <source>Not in the database.</source>
        <translation>ไม่มีในฐานข้อมูล</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ใช่</translation>
    </message>
    <message>
        <source>no</source>
        <translation>ไม่ใช่</translation>
    </message>
    <message>
        <source>Lookup of %1</source>
        <translation>การค้นหา %1</translation>
    </message>
    <message>
        <source>Filter&apos;s answer</source>
        <translation>คำตอบของฟิลเตอร์</translation>
    </message>
    <message>
        <source>Blocks read</source>
        <translation>บล็อกที่อ่าน</translation>
    </message>
    <message>
        <source>Key found here</source>
        <translation>พบคีย์ที่นี่</translation>
    </message>
    <message>
        <source>not asked: outside the file&apos;s key range</source>
        <translation>ไม่ได้ถาม: อยู่นอกช่วงคีย์ของไฟล์</translation>
    </message>
    <message>
        <source>definitely not</source>
        <translation>ไม่มีแน่นอน</translation>
    </message>
    <message>
        <source>maybe (a false positive)</source>
        <translation>อาจมี (ผลบวกลวง)</translation>
    </message>
    <message>
        <source>maybe</source>
        <translation>อาจมี</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>ไม่ได้ไปถึง</translation>
    </message>
    <message>
        <source>File %1</source>
        <translation>ไฟล์ %1</translation>
    </message>
    <message>
        <source>Looking up %1 keys in both databases…</source>
        <translation>กำลังค้นหาคีย์ %1 คีย์ในฐานข้อมูลทั้งสอง…</translation>
    </message>
    <message>
        <source>Batch of lookups</source>
        <translation>การค้นหาเป็นชุด</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>With filters</source>
        <translation>มีฟิลเตอร์</translation>
    </message>
    <message>
        <source>Without filters</source>
        <translation>ไม่มีฟิลเตอร์</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Data blocks read</source>
        <translation>บล็อกข้อมูลที่อ่าน</translation>
    </message>
    <message>
        <source>Block reads avoided</source>
        <translation>การอ่านบล็อกที่หลีกเลี่ยงได้</translation>
    </message>
    <message>
        <source>Files skipped by a filter (BLOOM_FILTER_USEFUL)</source>
        <translation>ไฟล์ที่ข้ามได้ด้วยฟิลเตอร์ (BLOOM_FILTER_USEFUL)</translation>
    </message>
    <message>
        <source>Filter said maybe (BLOOM_FILTER_FULL_POSITIVE)</source>
        <translation>ฟิลเตอร์ตอบว่าอาจมี (BLOOM_FILTER_FULL_POSITIVE)</translation>
    </message>
    <message>
        <source>… and the key was there (BLOOM_FILTER_FULL_TRUE_POSITIVE)</source>
        <translation>… และมีคีย์อยู่จริง (BLOOM_FILTER_FULL_TRUE_POSITIVE)</translation>
    </message>
    <message>
        <source>False positives, measured</source>
        <translation>ผลบวกลวง ค่าที่วัดได้</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 ถึง %3)</translation>
    </message>
    <message>
        <source>Time per lookup</source>
        <translation>เวลาต่อการค้นหา</translation>
    </message>
    <message>
        <source>Answers that differ from the database without filters</source>
        <translation>คำตอบที่ต่างจากฐานข้อมูลที่ไม่มีฟิลเตอร์</translation>
    </message>
    <message>
        <source>False negatives</source>
        <translation>ผลลบลวง</translation>
    </message>
    <message>
        <source>%1 lookups</source>
        <translation>ค้นหา %1 ครั้ง</translation>
    </message>
    <message>
        <source>%1 block reads</source>
        <translation>อ่านบล็อก %1 ครั้ง</translation>
    </message>
    <message>
        <source>%1 files skipped</source>
        <translation>ข้าม %1 ไฟล์</translation>
    </message>
    <message>
        <source>The filters saved %1 of the block reads. A false positive cost one read more, never a wrong answer: %2 answers differ from the database without filters.</source>
        <translation>ฟิลเตอร์ช่วยประหยัดการอ่านบล็อกได้ %1 ผลบวกลวงทำให้ต้องอ่านเพิ่มหนึ่งครั้ง แต่ไม่เคยทำให้ได้คำตอบผิด: มีคำตอบ %2 รายการที่ต่างจากฐานข้อมูลที่ไม่มีฟิลเตอร์</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>กำลังสแกน…</translation>
    </message>
    <message>
        <source>Range scans</source>
        <translation>การสแกนช่วง</translation>
    </message>
    <message>
        <source>Keys returned</source>
        <translation>คีย์ที่ได้กลับมา</translation>
    </message>
    <message>
        <source>Prefix filter checks</source>
        <translation>การตรวจสอบด้วยฟิลเตอร์พรีฟิกซ์</translation>
    </message>
    <message>
        <source>Files skipped by the prefix filter</source>
        <translation>ไฟล์ที่ข้ามได้ด้วยฟิลเตอร์พรีฟิกซ์</translation>
    </message>
    <message>
        <source>%1 keys from %2, whole-key filters</source>
        <translation>%1 คีย์จาก %2, ฟิลเตอร์แบบทั้งคีย์</translation>
    </message>
    <message>
        <source>%1 keys from %2, no filters</source>
        <translation>%1 คีย์จาก %2, ไม่มีฟิลเตอร์</translation>
    </message>
    <message>
        <source>Prefix %1 (no key has it), scan bounded to the prefix</source>
        <translation>พรีฟิกซ์ %1 (ไม่มีคีย์ใดมีพรีฟิกซ์นี้) สแกนจำกัดอยู่ในพรีฟิกซ์</translation>
    </message>
    <message>
        <source>Prefix %1 (no key has it), scan not bounded</source>
        <translation>พรีฟิกซ์ %1 (ไม่มีคีย์ใดมีพรีฟิกซ์นี้) สแกนแบบไม่จำกัดขอบเขต</translation>
    </message>
    <message>
        <source>Prefix %1 (keys have it), scan bounded to the prefix</source>
        <translation>พรีฟิกซ์ %1 (มีคีย์ที่มีพรีฟิกซ์นี้) สแกนจำกัดอยู่ในพรีฟิกซ์</translation>
    </message>
    <message>
        <source>Prefix %1 (keys have it), scan not bounded</source>
        <translation>พรีฟิกซ์ %1 (มีคีย์ที่มีพรีฟิกซ์นี้) สแกนแบบไม่จำกัดขอบเขต</translation>
    </message>
    <message>
        <source>A range scan reads the same %1 blocks with whole-key filters as without: a filter answers “is this key here?”, and a scan asks for every key in a range. A prefix filter can skip a file only when the scan stays inside one prefix.</source>
        <translation>การสแกนช่วงอ่านบล็อกเท่ากัน %1 บล็อก ทั้งเมื่อมีและไม่มีฟิลเตอร์แบบทั้งคีย์: ฟิลเตอร์ตอบคำถามว่า “คีย์นี้อยู่ที่นี่หรือไม่?” แต่การสแกนขอทุกคีย์ในช่วงหนึ่ง ฟิลเตอร์พรีฟิกซ์จะข้ามไฟล์ได้ก็ต่อเมื่อการสแกนอยู่ภายในพรีฟิกซ์เดียวเท่านั้น</translation>
    </message>
    <message>
        <source>Compacting every file into one…</source>
        <translation>กำลังรวมทุกไฟล์เป็นไฟล์เดียว…</translation>
    </message>
    <message>
        <source>Compaction</source>
        <translation>การรวมไฟล์ (compaction)</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>ก่อน</translation>
    </message>
    <message>
        <source>After</source>
        <translation>หลัง</translation>
    </message>
    <message>
        <source>SST files</source>
        <translation>ไฟล์ SST</translation>
    </message>
    <message>
        <source>Filter bytes (filter_size, summed)</source>
        <translation>ขนาดฟิลเตอร์เป็นไบต์ (ผลรวมของ filter_size)</translation>
    </message>
    <message>
        <source>Filter policy (filter_policy_name)</source>
        <translation>นโยบายฟิลเตอร์ (filter_policy_name)</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>จำนวนบิตต่อคีย์</translation>
    </message>
    <message>
        <source>False positives after, measured</source>
        <translation>ผลบวกลวงหลังรวมไฟล์ ค่าที่วัดได้</translation>
    </message>
    <message>
        <source>False positives after, formula</source>
        <translation>ผลบวกลวงหลังรวมไฟล์ ตามสูตร</translation>
    </message>
    <message>
        <source>Compaction merged %1 files into %2 and wrote a new filter into it at %3 bits per key: the filter lives inside its SST file, so it is rebuilt whenever the file is.</source>
        <translation>การรวมไฟล์ (compaction) รวม %1 ไฟล์เป็น %2 ไฟล์ และเขียนฟิลเตอร์ใหม่ลงในไฟล์นั้นที่ %3 บิตต่อคีย์: ฟิลเตอร์อยู่ภายในไฟล์ SST ของตัวเอง จึงถูกสร้างใหม่ทุกครั้งที่ไฟล์ถูกสร้างใหม่</translation>
    </message>
    <message>
        <source>Compaction merged %1 files into %2 and wrote a new filter for the merged keys: the filter lives inside its SST file, so it is rebuilt whenever the file is.</source>
        <translation>การรวมไฟล์ (compaction) รวม %1 ไฟล์เป็น %2 ไฟล์ และเขียนฟิลเตอร์ใหม่สำหรับคีย์ที่รวมแล้ว: ฟิลเตอร์อยู่ภายในไฟล์ SST ของตัวเอง จึงถูกสร้างใหม่ทุกครั้งที่ไฟล์ถูกสร้างใหม่</translation>
    </message>
    <message>
        <source>Building and measuring a database for each bits per key from %1 to %2…</source>
        <translation>กำลังสร้างและวัดฐานข้อมูลสำหรับแต่ละค่าบิตต่อคีย์ ตั้งแต่ %1 ถึง %2…</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Filter bytes</source>
        <translation>ขนาดฟิลเตอร์ (ไบต์)</translation>
    </message>
    <message>
        <source>Each added bit per key cuts the false positives by more than a third, and the block reads they cost with them; the filter grows by one bit per key.</source>
        <translation>บิตต่อคีย์ที่เพิ่มขึ้นแต่ละบิตลดผลบวกลวงลงมากกว่าหนึ่งในสาม พร้อมทั้งลดการอ่านบล็อกที่ผลบวกลวงเหล่านั้นทำให้เกิด ส่วนฟิลเตอร์ใหญ่ขึ้นหนึ่งบิตต่อคีย์</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) · %1 of filters</source>
        <translation>
            <numerusform>%Ln ไฟล์ · ฟิลเตอร์ %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Lookups (in brackets: of keys not in the database)</source>
        <translation>การค้นหา (ในวงเล็บ: ในจำนวนนี้เป็นคีย์ที่ไม่มีในฐานข้อมูล)</translation>
    </message>
    <message>
        <source>False positives, formula for one cache line per key (k = %1, %2 bits per key)</source>
        <translation>ผลบวกลวง ตามสูตรแบบหนึ่งแคชไลน์ต่อคีย์ (k = %1, %2 บิตต่อคีย์)</translation>
    </message>
    <message>
        <source>False positives, cache-line formula</source>
        <translation>ผลบวกลวง ตามสูตรแคชไลน์</translation>
    </message>
    <message>
        <source>The database without filters gives the same answer.</source>
        <translation>ฐานข้อมูลที่ไม่มีฟิลเตอร์ให้คำตอบเดียวกัน</translation>
    </message>
    <message>
        <source>The database without filters gives a different answer: a filter said definitely not to a key its file holds.</source>
        <translation>ฐานข้อมูลที่ไม่มีฟิลเตอร์ให้คำตอบต่างออกไป: มีฟิลเตอร์ตัวหนึ่งตอบว่าไม่มีแน่นอนกับคีย์ที่อยู่ในไฟล์ของมัน</translation>
    </message>
    <message>
        <source>%1 %2 filters said definitely not (no read), %3 said maybe, %4 of them wrongly. Blocks read: %5 with filters, %6 without. %7</source>
        <translation>%1 ฟิลเตอร์ %2 ตัวตอบว่าไม่มีแน่นอน (ไม่ต้องอ่าน) %3 ตัวตอบว่าอาจมี โดย %4 ตัวในนั้นตอบผิด บล็อกที่อ่าน: %5 เมื่อมีฟิลเตอร์ และ %6 เมื่อไม่มีฟิลเตอร์ %7</translation>
    </message>
</context>
<context>
    <name>StorageTab</name>
    <message>
        <source>A storage engine built as an LSM tree (RocksDB here, the real one) writes keys in sorted files, SSTables, and never changes a file once written. A key may be in any of several files, so a lookup would read a block of each. Every file carries its own Bloom filter: a “definitely not” skips the file without reading it, a false positive costs one read for nothing, never a wrong answer.</source>
        <translation>เอนจินจัดเก็บข้อมูลที่สร้างแบบ LSM tree (ในที่นี้คือ RocksDB ตัวจริง) เขียนคีย์ลงในไฟล์ที่เรียงลำดับแล้ว เรียกว่า SSTable และจะไม่แก้ไขไฟล์อีกเลยหลังเขียนเสร็จ คีย์หนึ่งอาจอยู่ในไฟล์ใดก็ได้จากหลายไฟล์ การค้นหาจึงจะต้องอ่านบล็อกจากทุกไฟล์ ทุกไฟล์มี Bloom filter ของตัวเอง: คำตอบ “ไม่มีแน่นอน” ทำให้ข้ามไฟล์ได้โดยไม่ต้องอ่าน ส่วนผลบวกลวงทำให้เสียการอ่านหนึ่งครั้งโดยเปล่าประโยชน์ แต่ไม่เคยทำให้ได้คำตอบผิด</translation>
    </message>
    <message>
        <source>Lookup</source>
        <translation>การค้นหา</translation>
    </message>
    <message>
        <source>A filter per SST file</source>
        <translation>ฟิลเตอร์หนึ่งตัวต่อไฟล์ SST</translation>
    </message>
    <message>
        <source>Data blocks on disk</source>
        <translation>บล็อกข้อมูลบนดิสก์</translation>
    </message>
    <message>
        <source>rocksdb-results.csv</source>
        <translation>rocksdb-results.csv</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>ฐานข้อมูล</translation>
    </message>
    <message>
        <source>Build both databases</source>
        <translation>สร้างฐานข้อมูลทั้งสอง</translation>
    </message>
    <message>
        <source>SST files:</source>
        <translation>จำนวนไฟล์ SST:</translation>
    </message>
    <message>
        <source>Keys per file:</source>
        <translation>จำนวนคีย์ต่อไฟล์:</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>จำนวนบิตต่อคีย์:</translation>
    </message>
    <message>
        <source>Point lookups</source>
        <translation>การค้นหาคีย์เดี่ยว</translation>
    </message>
    <message>
        <source>A key, e.g. 4216:order:00012346</source>
        <translation>คีย์ เช่น 4216:order:00012346</translation>
    </message>
    <message>
        <source>Key to look up</source>
        <translation>คีย์ที่จะค้นหา</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>ค้นหา</translation>
    </message>
    <message>
        <source>A key that is there</source>
        <translation>คีย์ที่มีอยู่</translation>
    </message>
    <message>
        <source>A key that is not</source>
        <translation>คีย์ที่ไม่มีอยู่</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Run the batch</source>
        <translation>เริ่มการค้นหาเป็นชุด</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>คีย์:</translation>
    </message>
    <message>
        <source>Lookups in a batch:</source>
        <translation>จำนวนการค้นหาต่อชุด:</translation>
    </message>
    <message>
        <source>Keys not in the database:</source>
        <translation>คีย์ที่ไม่มีในฐานข้อมูล:</translation>
    </message>
    <message>
        <source>Range scan and compaction</source>
        <translation>การสแกนช่วงและการรวมไฟล์</translation>
    </message>
    <message>
        <source>Scan from the key above</source>
        <translation>สแกนจากคีย์ด้านบน</translation>
    </message>
    <message>
        <source>With a new bits per key:</source>
        <translation>ด้วยจำนวนบิตต่อคีย์ใหม่:</translation>
    </message>
    <message>
        <source>Compact into one file</source>
        <translation>รวมเป็นไฟล์เดียว</translation>
    </message>
    <message>
        <source>Keys to scan:</source>
        <translation>จำนวนคีย์ที่จะสแกน:</translation>
    </message>
    <message>
        <source>Bits-per-key sweep</source>
        <translation>การไล่ค่าบิตต่อคีย์</translation>
    </message>
    <message>
        <source>Run the sweep</source>
        <translation>เริ่มไล่ค่า</translation>
    </message>
    <message>
        <source>From bits per key:</source>
        <translation>จากบิตต่อคีย์:</translation>
    </message>
    <message>
        <source>To bits per key:</source>
        <translation>ถึงบิตต่อคีย์:</translation>
    </message>
</context>
<context>
    <name>SweepChart</name>
    <message>
        <source>False positives, measured</source>
        <translation>ผลบวกลวง ค่าที่วัดได้</translation>
    </message>
    <message>
        <source>Block reads avoided</source>
        <translation>การอ่านบล็อกที่หลีกเลี่ยงได้</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>จำนวนบิตต่อคีย์</translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation>อัตราผลบวกลวง</translation>
    </message>
    <message>
        <source>Bits-per-key sweep chart</source>
        <translation>แผนภูมิการไล่ค่าบิตต่อคีย์</translation>
    </message>
    <message>
        <source>Block reads avoided (%)</source>
        <translation>การอ่านบล็อกที่หลีกเลี่ยงได้ (%)</translation>
    </message>
    <message>
        <source>False positives, cache-line formula</source>
        <translation>ผลบวกลวง ตามสูตรแคชไลน์</translation>
    </message>
</context>
<context>
    <name>SystemDiagram</name>
    <message>
        <source>System diagram</source>
        <translation>แผนภาพระบบ</translation>
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
        <translation>%1 ไปยัง %2</translation>
    </message>
    <message>
        <source>. Last request: %1</source>
        <translation> คำขอล่าสุด: %1</translation>
    </message>
    <message>
        <source>, then </source>
        <translation> จากนั้น </translation>
    </message>
</context>
<context>
    <name>SystemTab</name>
    <message>
        <source>Export results as CSV…</source>
        <translation>ส่งออกผลลัพธ์เป็น CSV…</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>ส่งออกผลลัพธ์</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>ไฟล์ CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>SystemsMessages</name>
    <message>
        <source>%1 is not an SQLite database. BloomLab left it as it is; choose another file or a new name.</source>
        <translation>%1 ไม่ใช่ฐานข้อมูล SQLite BloomLab ไม่ได้แก้ไขไฟล์นี้ โปรดเลือกไฟล์อื่นหรือตั้งชื่อใหม่</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program (it has no BloomLab users table). BloomLab left it as it is; choose a new file name.</source>
        <translation>%1 เป็นฐานข้อมูล SQLite ของโปรแกรมอื่น (ไม่มีตารางผู้ใช้ของ BloomLab) BloomLab ไม่ได้แก้ไขไฟล์นี้ โปรดเลือกชื่อไฟล์ใหม่</translation>
    </message>
    <message>
        <source>%1 was written by a newer BloomLab. This version left it as it is; update BloomLab or choose another file.</source>
        <translation>%1 ถูกเขียนโดย BloomLab รุ่นที่ใหม่กว่า เวอร์ชันนี้ไม่ได้แก้ไขไฟล์นี้ โปรดอัปเดต BloomLab หรือเลือกไฟล์อื่น</translation>
    </message>
    <message>
        <source>%1 cannot be written (the file, its folder or its disk is read-only). Choose a file in a folder you can write to.</source>
        <translation>เขียน %1 ไม่ได้ (ไฟล์ โฟลเดอร์ของไฟล์ หรือดิสก์เป็นแบบอ่านอย่างเดียว) โปรดเลือกไฟล์ในโฟลเดอร์ที่คุณเขียนได้</translation>
    </message>
    <message>
        <source>%1 is locked by another program that is writing to it. Close that program, or wait, and try again.</source>
        <translation>%1 ถูกล็อกโดยโปรแกรมอื่นที่กำลังเขียนไฟล์นี้อยู่ โปรดปิดโปรแกรมนั้นหรือรอสักครู่ แล้วลองอีกครั้ง</translation>
    </message>
    <message>
        <source>The database cannot be created there: the folder of %1 does not exist or cannot be written.</source>
        <translation>ไม่สามารถสร้างฐานข้อมูลที่นั่นได้: โฟลเดอร์ของ %1 ไม่มีอยู่หรือเขียนไม่ได้</translation>
    </message>
    <message>
        <source>That name is taken: the database already has it.</source>
        <translation>ชื่อนี้ถูกใช้แล้ว: มีชื่อนี้อยู่ในฐานข้อมูลแล้ว</translation>
    </message>
    <message>
        <source>SQLite could not do that with %1 (the disk may be full). Nothing was changed.</source>
        <translation>SQLite ไม่สามารถทำสิ่งนั้นกับ %1 ได้ (ดิสก์อาจเต็ม) ไม่มีอะไรเปลี่ยนแปลง</translation>
    </message>
    <message>
        <source>Cancelled. The database is as it was before.</source>
        <translation>ยกเลิกแล้ว ฐานข้อมูลยังคงเหมือนเดิม</translation>
    </message>
    <message>
        <source>Redis is not installed on this computer (no redis-server was found). Install the redis-server package, or keep the filter in this process.</source>
        <translation>ไม่ได้ติดตั้ง Redis บนคอมพิวเตอร์เครื่องนี้ (ไม่พบ redis-server) โปรดติดตั้งแพ็กเกจ redis-server หรือเก็บฟิลเตอร์ไว้ในโปรเซสนี้</translation>
    </message>
    <message>
        <source>redis-server is installed but did not start.</source>
        <translation>ติดตั้ง redis-server แล้ว แต่เริ่มทำงานไม่สำเร็จ</translation>
    </message>
    <message>
        <source>redis-server is installed but did not start. It said: %1</source>
        <translation>ติดตั้ง redis-server แล้ว แต่เริ่มทำงานไม่สำเร็จ โดยแจ้งว่า: %1</translation>
    </message>
    <message>
        <source>No Redis server answered there. Check the host and port, and that the server is running.</source>
        <translation>ไม่มีเซิร์ฟเวอร์ Redis ตอบกลับที่นั่น โปรดตรวจสอบโฮสต์และพอร์ต และตรวจสอบว่าเซิร์ฟเวอร์กำลังทำงานอยู่</translation>
    </message>
    <message>
        <source>The Redis server refused the password (or needs one). Check the password.</source>
        <translation>เซิร์ฟเวอร์ Redis ปฏิเสธรหัสผ่าน (หรือต้องใช้รหัสผ่าน) โปรดตรวจสอบรหัสผ่าน</translation>
    </message>
    <message>
        <source>The Redis server stopped answering in the middle of the run (it was stopped or it crashed). The run stopped; the database was not changed.</source>
        <translation>เซิร์ฟเวอร์ Redis หยุดตอบกลับระหว่างการทำงาน (ถูกหยุดหรือขัดข้อง) การทำงานจึงหยุดลง และฐานข้อมูลไม่มีการเปลี่ยนแปลง</translation>
    </message>
    <message>
        <source>This filter needs more than 2³² bits, the most a Redis string can hold. Choose a larger false-positive rate or fewer users.</source>
        <translation>ฟิลเตอร์นี้ต้องใช้มากกว่า 2³² บิต ซึ่งเป็นจำนวนสูงสุดที่สตริงของ Redis เก็บได้ โปรดเลือกอัตราผลบวกลวงที่สูงขึ้นหรือลดจำนวนผู้ใช้</translation>
    </message>
    <message>
        <source>Redis refused a command: %1</source>
        <translation>Redis ปฏิเสธคำสั่ง: %1</translation>
    </message>
    <message>
        <source>Names are at most %1 characters long (the users table&apos;s limit).</source>
        <translation>ชื่อยาวได้ไม่เกิน %1 อักขระ (ขีดจำกัดของตารางผู้ใช้)</translation>
    </message>
    <message>
        <source>That name holds a broken character (it is not valid Unicode text).</source>
        <translation>ชื่อนี้มีอักขระที่เสียหาย (ไม่ใช่ข้อความ Unicode ที่ถูกต้อง)</translation>
    </message>
    <message>
        <source>Names cannot hold tabs, line breaks or other invisible control characters.</source>
        <translation>ชื่อต้องไม่มีแท็บ การขึ้นบรรทัดใหม่ หรืออักขระควบคุมอื่นที่มองไม่เห็น</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation>ยกเลิกแล้ว ไม่มีอะไรเปลี่ยนแปลง</translation>
    </message>
    <message>
        <source>Build the filter first: the sign-up checks go through it.</source>
        <translation>สร้างฟิลเตอร์ก่อน: การตรวจสอบการสมัครต้องผ่านฟิลเตอร์</translation>
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
        <translation>เลือกจำนวนไฟล์ SST ระหว่าง %1 ถึง %2</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 keys per file.</source>
        <translation>เลือกจำนวนคีย์ต่อไฟล์ระหว่าง %1 ถึง %2</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 bits per key.</source>
        <translation>เลือกจำนวนบิตต่อคีย์ระหว่าง %1 ถึง %2</translation>
    </message>
    <message>
        <source>Choose a prefix of %1 to %2 characters.</source>
        <translation>เลือกพรีฟิกซ์ยาว %1 ถึง %2 อักขระ</translation>
    </message>
    <message>
        <source>Choose at most %1 lookups.</source>
        <translation>เลือกจำนวนการค้นหาได้ไม่เกิน %1 ครั้ง</translation>
    </message>
    <message>
        <source>The share of missing keys must be between 0% and 100%.</source>
        <translation>สัดส่วนของคีย์ที่ไม่มีอยู่ต้องอยู่ระหว่าง 0% ถึง 100%</translation>
    </message>
    <message>
        <source>A scan returns 1 to %1 keys.</source>
        <translation>การสแกนหนึ่งครั้งคืนคีย์ได้ 1 ถึง %1 คีย์</translation>
    </message>
    <message>
        <source>The sweep goes from 1 to 20 bits per key, low to high.</source>
        <translation>การไล่ค่าต้องอยู่ในช่วง 1 ถึง 20 บิตต่อคีย์ จากค่าต่ำไปค่าสูง</translation>
    </message>
    <message>
        <source>Type a key to look up.</source>
        <translation>พิมพ์คีย์ที่จะค้นหา</translation>
    </message>
    <message>
        <source>Keys are at most %1 bytes long here.</source>
        <translation>ในที่นี้คีย์ยาวได้ไม่เกิน %1 ไบต์</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>ยกเลิกแล้ว</translation>
    </message>
    <message>
        <source>RocksDB&apos;s folder could not be made in the temporary folder (it is read-only or missing).</source>
        <translation>ไม่สามารถสร้างโฟลเดอร์ของ RocksDB ในโฟลเดอร์ชั่วคราวได้ (โฟลเดอร์ชั่วคราวเป็นแบบอ่านอย่างเดียวหรือไม่มีอยู่)</translation>
    </message>
    <message>
        <source>Not enough disk space: this needs about %1 and %2 is free.</source>
        <translation>พื้นที่ดิสก์ไม่พอ: ต้องใช้ประมาณ %1 แต่มีพื้นที่ว่าง %2</translation>
    </message>
    <message>
        <source>The disk is full. Choose fewer files or keys.</source>
        <translation>ดิสก์เต็ม โปรดเลือกจำนวนไฟล์หรือคีย์ให้น้อยลง</translation>
    </message>
    <message>
        <source>RocksDB could not open its database.</source>
        <translation>RocksDB เปิดฐานข้อมูลไม่ได้</translation>
    </message>
    <message>
        <source>RocksDB could not write (the disk may be full).</source>
        <translation>RocksDB เขียนข้อมูลไม่ได้ (ดิสก์อาจเต็ม)</translation>
    </message>
    <message>
        <source>RocksDB could not read a file back.</source>
        <translation>RocksDB อ่านไฟล์กลับมาไม่ได้</translation>
    </message>
    <message>
        <source>RocksDB could not compact the files.</source>
        <translation>RocksDB รวมไฟล์ (compaction) ไม่สำเร็จ</translation>
    </message>
    <message>
        <source>Choose a false-positive rate between %1 and %2.</source>
        <translation>เลือกอัตราผลบวกลวงระหว่าง %1 ถึง %2</translation>
    </message>
    <message>
        <source>Type a name first.</source>
        <translation>พิมพ์ชื่อก่อน</translation>
    </message>
</context>
<context>
    <name>SystemsPage</name>
    <message>
        <source>Sign-up (SQLite, Redis)</source>
        <translation>การสมัครสมาชิก (SQLite, Redis)</translation>
    </message>
    <message>
        <source>Storage engine (RocksDB)</source>
        <translation>เอนจินจัดเก็บข้อมูล (RocksDB)</translation>
    </message>
    <message>
        <source>Web crawler</source>
        <translation>เว็บครอว์เลอร์</translation>
    </message>
    <message>
        <source>Safe Browsing</source>
        <translation>Safe Browsing</translation>
    </message>
    <message>
        <source>CDN (one-hit wonders)</source>
        <translation>CDN (one-hit wonder)</translation>
    </message>
    <message>
        <source>Export the diagram</source>
        <translation>ส่งออกแผนภาพ</translation>
    </message>
    <message>
        <source>system-diagram.png</source>
        <translation>system-diagram.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>ภาพ PNG (*.png);;ภาพ SVG (*.svg)</translation>
    </message>
</context>
<context>
    <name>TraceStepsModel</name>
    <message>
        <source>waiting</source>
        <translation>รอ</translation>
    </message>
    <message>
        <source>running</source>
        <translation>กำลังทำงาน</translation>
    </message>
    <message>
        <source>skipped: not evaluated</source>
        <translation>ข้าม: ไม่ได้คำนวณ</translation>
    </message>
    <message>
        <source>0 bit: stop here</source>
        <translation>บิตเป็น 0: หยุดที่นี่</translation>
    </message>
    <message>
        <source>done</source>
        <translation>เสร็จแล้ว</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>แฮช</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>ค่า</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>ตำแหน่ง</translation>
    </message>
    <message>
        <source>Bit</source>
        <translation>บิต</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>สถานะ</translation>
    </message>
</context>
<context>
    <name>TraceStepsView</name>
    <message>
        <source>Hash steps</source>
        <translation>ขั้นตอนการแฮช</translation>
    </message>
</context>
<context>
    <name>VariantsCard</name>
    <message>
        <source>Variants compared</source>
        <translation>เปรียบเทียบชนิดของฟิลเตอร์</translation>
    </message>
    <message>
        <source>Four kinds of Bloom filter built for the same n keys and target rate p, then timed and probed on this computer. Only the filters&apos; own calls are timed. Bold marks the best of each column.</source>
        <translation>Bloom filter สี่ชนิดที่สร้างขึ้นสำหรับคีย์ n ตัวและอัตราเป้าหมาย p เดียวกัน แล้วจับเวลาและตรวจสอบบนคอมพิวเตอร์เครื่องนี้ โดยจับเวลาเฉพาะการเรียกใช้ตัวฟิลเตอร์เอง ตัวหนาแสดงค่าที่ดีที่สุดของแต่ละคอลัมน์</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>จำนวนคีย์ (n)</translation>
    </message>
    <message>
        <source>Target false-positive rate (p), in percent</source>
        <translation>อัตราผลบวกลวงเป้าหมาย (p) เป็นเปอร์เซ็นต์</translation>
    </message>
    <message>
        <source>&amp;Keys (n):</source>
        <translation>จำนวนคีย์ (n) (&amp;K):</translation>
    </message>
    <message>
        <source>&amp;Target rate (p):</source>
        <translation>อัตราเป้าหมาย (p) (&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Run comparison</source>
        <translation>เริ่มการเปรียบเทียบ (&amp;R)</translation>
    </message>
    <message>
        <source>Build each filter in turn, insert n generated keys, then probe keys never added</source>
        <translation>สร้างฟิลเตอร์ทีละชนิด เพิ่มคีย์ที่สร้างขึ้น n ตัว แล้วตรวจสอบคีย์ที่ไม่เคยถูกเพิ่ม</translation>
    </message>
    <message>
        <source>Comparison progress</source>
        <translation>ความคืบหน้าของการเปรียบเทียบ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ยกเลิก</translation>
    </message>
    <message>
        <source>Filter variants compared</source>
        <translation>ตารางเปรียบเทียบชนิดของฟิลเตอร์</translation>
    </message>
    <message>
        <source>One row per filter kind; the best value of each column is in bold</source>
        <translation>หนึ่งแถวต่อฟิลเตอร์หนึ่งชนิด ค่าที่ดีที่สุดของแต่ละคอลัมน์แสดงเป็นตัวหนา</translation>
    </message>
    <message>
        <source>The trade-offs: the blocked filter buys speed with a slightly higher rate at the same memory; the counting filter buys deletion with four times the memory; the scalable filter buys not knowing n in advance with more memory and slower queries. The classic filter is the baseline.</source>
        <translation>ข้อดีข้อเสีย (trade-off): ฟิลเตอร์แบบบล็อกได้ความเร็วมาโดยแลกกับอัตราที่สูงขึ้นเล็กน้อยเมื่อใช้หน่วยความจำเท่ากัน ฟิลเตอร์แบบนับลบคีย์ได้โดยแลกกับหน่วยความจำสี่เท่า ฟิลเตอร์แบบขยายขนาดได้ไม่ต้องรู้ค่า n ล่วงหน้าโดยแลกกับหน่วยความจำที่มากขึ้นและการตรวจสอบที่ช้าลง ส่วนฟิลเตอร์แบบคลาสสิกเป็นเกณฑ์อ้างอิง</translation>
    </message>
    <message>
        <source>Measuring %1 (%2 of %3)…</source>
        <translation>กำลังวัด %1 (%2 จาก %3)…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>ยกเลิกแล้ว</translation>
    </message>
    <message>
        <source>Measured with n = %1 keys and %2 never-added keys probed, target rate %3. Timings vary from run to run on a busy computer.</source>
        <translation>วัดด้วยคีย์ n = %1 ตัว และตรวจสอบคีย์ที่ไม่เคยถูกเพิ่ม %2 ตัว อัตราเป้าหมาย %3 เวลาที่วัดได้อาจต่างกันในแต่ละรอบหากคอมพิวเตอร์กำลังทำงานหนัก</translation>
    </message>
    <message>
        <source>The fifth row is a cuckoo filter, which is not a Bloom filter, built and timed the same way.</source>
        <translation>แถวที่ห้าคือฟิลเตอร์คุกคู ซึ่งไม่ใช่ Bloom filter แต่สร้างและจับเวลาด้วยวิธีเดียวกัน</translation>
    </message>
    <message>
        <source>The cuckoo filter deletes without counters, at about %1 bits per key, but its table can fill up: it refuses inserts past its load.</source>
        <translation>ฟิลเตอร์คุกคูลบได้โดยไม่ต้องใช้ตัวนับ ใช้ประมาณ %1 บิตต่อคีย์ แต่ตารางของมันเต็มได้ เมื่อเกินภาระที่รับได้จะปฏิเสธการเพิ่มคีย์</translation>
    </message>
</context>
<context>
    <name>VariantsModel</name>
    <message>
        <source>Classic</source>
        <translation>แบบคลาสสิก</translation>
    </message>
    <message>
        <source>Blocked (one cache line per key)</source>
        <translation>แบบบล็อก (หนึ่งแคชไลน์ต่อคีย์)</translation>
    </message>
    <message>
        <source>Counting (4-bit counters)</source>
        <translation>แบบนับ (ตัวนับขนาด 4 บิต)</translation>
    </message>
    <message>
        <source>Scalable (starts at n/16 and grows)</source>
        <translation>แบบขยายขนาดได้ (เริ่มที่ n/16 แล้วขยายเพิ่ม)</translation>
    </message>
    <message>
        <source>You know n, never delete, and want the least memory for a given rate.</source>
        <translation>คุณรู้ค่า n ไม่ต้องลบคีย์เลย และต้องการใช้หน่วยความจำน้อยที่สุดสำหรับอัตราที่กำหนด</translation>
    </message>
    <message>
        <source>Speed matters most: one cache miss per operation, for a slightly higher rate at the same memory.</source>
        <translation>ความเร็วสำคัญที่สุด: เกิดแคชมิสเพียงครั้งเดียวต่อการดำเนินการ แลกกับอัตราที่สูงขึ้นเล็กน้อยเมื่อใช้หน่วยความจำเท่ากัน</translation>
    </message>
    <message>
        <source>Keys must be removed again, as in a cache or a changing set; it costs four times the memory.</source>
        <translation>ต้องนำคีย์ออกได้ภายหลัง เช่น ในแคชหรือเซตที่เปลี่ยนแปลงอยู่เสมอ โดยต้องใช้หน่วยความจำสี่เท่า</translation>
    </message>
    <message>
        <source>You cannot know n in advance: it grows and keeps the rate under p, paying with memory and slower queries.</source>
        <translation>คุณไม่สามารถรู้ค่า n ล่วงหน้าได้: ฟิลเตอร์จะขยายตัวและคุมอัตราให้ต่ำกว่า p โดยแลกกับหน่วยความจำและการตรวจสอบที่ช้าลง</translation>
    </message>
    <message>
        <source>Yes, %1 ns/key</source>
        <translation>ได้ %1 ns/คีย์</translation>
    </message>
    <message>
        <source>No</source>
        <translation>ไม่ได้</translation>
    </message>
    <message>
        <source>m = %1 bits, k = %2. Timed through the batched calls, which hash a group of keys and prefetch their memory.</source>
        <translation>m = %1 บิต, k = %2 จับเวลาผ่านการเรียกแบบกลุ่ม (batched calls) ซึ่งแฮชคีย์ทีละกลุ่มและดึงหน่วยความจำของคีย์เหล่านั้นล่วงหน้า (prefetch)</translation>
    </message>
    <message>
        <source>m = %1 bits in %2 cache lines of 512 bits; all k = %3 bits of a key in one line. Timed through the batched calls.</source>
        <translation>m = %1 บิต ใน %2 แคชไลน์ขนาด 512 บิต บิตทั้ง k = %3 บิตของคีย์หนึ่งอยู่ในไลน์เดียวกัน จับเวลาผ่านการเรียกแบบกลุ่ม</translation>
    </message>
    <message>
        <source>%1 four-bit counters, k = %2. One key at a time; each insert and delete also records its steps for the lessons.</source>
        <translation>ตัวนับขนาด 4 บิต %1 ตัว, k = %2 ทำงานทีละคีย์ การเพิ่มและการลบแต่ละครั้งยังบันทึกขั้นตอนไว้สำหรับบทเรียนด้วย</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s) with %1 bits in all. One key at a time; a check may ask every slice.</source>
        <translation>
            <numerusform>ส่วนย่อย %Ln ส่วน รวมทั้งหมด %1 บิต ทำงานทีละคีย์ การตรวจสอบหนึ่งครั้งอาจต้องถามทุกส่วนย่อย</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks of keys that were never added, the usual case for a filter.</source>
        <translation>การตรวจสอบคีย์ที่ไม่เคยถูกเพิ่ม ซึ่งเป็นกรณีปกติของฟิลเตอร์</translation>
    </message>
    <message>
        <source>%1 false positives in %2 probes; 95% interval %3 to %4.</source>
        <translation>ผลบวกลวง %1 ครั้งจากการตรวจสอบ %2 ครั้ง ช่วงความเชื่อมั่น 95%: %3 ถึง %4</translation>
    </message>
    <message numerus="yes">
        <source>Every key was removed again; %n counter(s) stayed above zero.</source>
        <translation>
            <numerusform>นำคีย์ทุกตัวออกแล้ว แต่ตัวนับ %Ln ตัวยังมีค่ามากกว่าศูนย์</numerusform>
        </translation>
    </message>
    <message>
        <source>Clearing a bit could erase other keys: deleting would cause false negatives.</source>
        <translation>การล้างบิตอาจลบคีย์อื่นไปด้วย: การลบจะทำให้เกิดผลลบลวง</translation>
    </message>
    <message>
        <source>Best in this column</source>
        <translation>ดีที่สุดในคอลัมน์นี้</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>เป้าหมาย: %1</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>ฟิลเตอร์</translation>
    </message>
    <message>
        <source>Insert, ns/key</source>
        <translation>การเพิ่ม (ns/คีย์)</translation>
    </message>
    <message>
        <source>Query, ns/key</source>
        <translation>การตรวจสอบ (ns/คีย์)</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>หน่วยความจำ</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>จำนวนบิตต่อคีย์</translation>
    </message>
    <message>
        <source>Measured FPR</source>
        <translation>FPR ที่วัดได้</translation>
    </message>
    <message>
        <source>Expected FPR</source>
        <translation>FPR ที่คาดไว้</translation>
    </message>
    <message>
        <source>Can delete</source>
        <translation>ลบได้หรือไม่</translation>
    </message>
    <message>
        <source>When to choose it</source>
        <translation>ควรเลือกเมื่อใด</translation>
    </message>
    <message>
        <source>Cuckoo (buckets of 4 fingerprints)</source>
        <translation>แบบคุกคู (บักเก็ตละ 4 ลายนิ้วมือ)</translation>
    </message>
    <message>
        <source>%1 slots in buckets of 4, fingerprints of %2 bits, %3 full once every key was in. Inserts one key at a time (each may move others); checks through the batched call, two buckets per key.</source>
        <translation>%1 ช่อง แบ่งเป็นบักเก็ตละ 4 ช่อง ลายนิ้วมือขนาด %2 บิต ตารางเต็ม %3 เมื่อเพิ่มคีย์ครบทุกตัวแล้ว เพิ่มทีละคีย์ (การเพิ่มแต่ละครั้งอาจย้ายคีย์อื่น) ตรวจสอบผ่านการเรียกแบบกลุ่ม โดยดูสองบักเก็ตต่อคีย์</translation>
    </message>
    <message>
        <source>1 − (1 − 1/2^f)^(2·4·load) at the load reached, %1; a full table stays under 2·4/2^f = %2.</source>
        <translation>1 − (1 − 1/2^f)^(2·4·load) ที่ระดับความเต็ม (load) ที่ทำได้จริงคือ %1 ส่วนตารางที่เต็มแล้วจะมีอัตราต่ำกว่า 2·4/2^f = %2 เสมอ</translation>
    </message>
    <message numerus="yes">
        <source>Every key was removed again, its fingerprint taken from one of its two buckets; %n fingerprint(s) stayed.</source>
        <translation>
            <numerusform>นำคีย์ทุกตัวออกแล้ว โดยนำลายนิ้วมือของแต่ละคีย์ออกจากบักเก็ตหนึ่งในสองบักเก็ตของคีย์นั้น เหลือลายนิ้วมือค้างอยู่ %Ln ค่า</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys must be removed without a counting filter&apos;s memory: it deletes, and checks two buckets. Near full load and below about p = 0.3% it is also smaller than a classic filter. It refuses inserts once full, and removing a key that was never added can remove another.</source>
        <translation>ต้องนำคีย์ออกได้ โดยไม่ต้องใช้หน่วยความจำมากเท่าฟิลเตอร์แบบนับ: ฟิลเตอร์นี้ลบคีย์ได้ และตรวจสอบเพียงสองบักเก็ต เมื่อตารางเกือบเต็มและอัตราต่ำกว่าราว p = 0.3% ฟิลเตอร์นี้ยังมีขนาดเล็กกว่าฟิลเตอร์แบบคลาสสิกด้วย เมื่อเต็มแล้วจะไม่รับการเพิ่มคีย์อีก และการนำคีย์ที่ไม่เคยถูกเพิ่มออกอาจทำให้คีย์อื่นถูกลบไปแทน</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>ภาพ PNG (*.png);;ภาพ SVG (*.svg)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>ไม่สามารถบันทึก %1: %2</translation>
    </message>
    <message>
        <source>choose a name ending in .png or .svg</source>
        <translation>โปรดเลือกชื่อที่ลงท้ายด้วย .png หรือ .svg</translation>
    </message>
    <message>
        <source>A bit array exported from BloomLab</source>
        <translation>อาร์เรย์บิตที่ส่งออกจาก BloomLab</translation>
    </message>
    <message numerus="yes">
        <source>m = %Ln bit(s)</source>
        <translation>
            <numerusform>m = %Ln บิต</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>k = %Ln hash function(s)</source>
        <translation>
            <numerusform>k = %Ln ฟังก์ชันแฮช</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>n = %Ln key(s) added</source>
        <translation>
            <numerusform>n = %Ln คีย์ที่เพิ่มแล้ว</numerusform>
        </translation>
    </message>
    <message>
        <source>Hash scheme: %1</source>
        <translation>รูปแบบแฮช: %1</translation>
    </message>
    <message>
        <source>Exported from BloomLab on %1</source>
        <translation>ส่งออกจาก BloomLab เมื่อ %1</translation>
    </message>
</context>
</TS>
