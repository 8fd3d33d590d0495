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
        <source>What counting costs</source>
        <translation>ต้นทุนของการนับ</translation>
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
</context>
<context>
    <name>DeletionController</name>
    <message>
        <source>Add %1</source>
        <translation>เพิ่ม %1</translation>
    </message>
    <message>
        <source>Select a key in the list that is still in both filters.</source>
        <translation>เลือกคีย์ในรายการที่ยังอยู่ในฟิลเตอร์ทั้งสอง</translation>
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
        <source>%1 added %2 times: counter %3 reached %4, the most it can hold, and is now stuck.</source>
        <translation>เพิ่ม %1 แล้ว %2 ครั้ง: ตัวนับ %3 ถึงค่า %4 ซึ่งเป็นค่าสูงสุดที่เก็บได้ และตอนนี้ค้างอยู่ที่ค่านั้น</translation>
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
</context>
<context>
    <name>DeletionControlsBar</name>
    <message>
        <source>Another key to add to both</source>
        <translation>คีย์อื่นที่จะเพิ่มลงในฟิลเตอร์ทั้งสอง</translation>
    </message>
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
        <source>Delete the key selected in the list from both filters</source>
        <translation>ลบคีย์ที่เลือกในรายการออกจากฟิลเตอร์ทั้งสอง</translation>
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
        <source>Counting-filter hazards</source>
        <translation>ความเสี่ยงของฟิลเตอร์แบบนับ</translation>
    </message>
    <message>
        <source>Counting-filter hazards…</source>
        <translation>ความเสี่ยงของฟิลเตอร์แบบนับ…</translation>
    </message>
    <message>
        <source>1. Remove a false positive</source>
        <translation>1. นำผลบวกลวงออก</translation>
    </message>
    <message>
        <source>2. Remove a key never added</source>
        <translation>2. นำคีย์ที่ไม่เคยถูกเพิ่มออก</translation>
    </message>
    <message>
        <source>3. Saturate a counter</source>
        <translation>3. ทำให้ตัวนับอิ่มตัว</translation>
    </message>
    <message>
        <source>&amp;Reset to the article</source>
        <translation>รีเซ็ตกลับเป็นตามบทความ (&amp;R)</translation>
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
        <source>%1 — plain: %2; counting: %3</source>
        <translation>%1 — แบบธรรมดา: %2; แบบนับ: %3</translation>
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
        <source>A plain Bloom filter cannot delete: clearing a key&apos;s bits also clears bits that other keys need. Delete a key below and watch both filters.</source>
        <translation>Bloom filter แบบธรรมดาลบคีย์ไม่ได้: การล้างบิตของคีย์หนึ่งจะล้างบิตที่คีย์อื่นต้องใช้ไปด้วย ลองลบคีย์ด้านล่างแล้วดูฟิลเตอร์ทั้งสอง</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>เปิดเซสชัน</translation>
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
        <source>Type a size, such as 95,850,584 or 12 MB (a bare number counts bits).</source>
        <translation>พิมพ์ขนาด เช่น 95,850,584 หรือ 12 MB (ถ้าพิมพ์เฉพาะตัวเลข จะนับเป็นบิต)</translation>
    </message>
    <message>
        <source>Type a number of keys, such as 1,200 or 1.2e3.</source>
        <translation>พิมพ์จำนวนคีย์ เช่น 1,200 หรือ 1.2e3</translation>
    </message>
    <message>
        <source>Type a rate, such as 1%, 0.01 or 1 in 100.</source>
        <translation>พิมพ์อัตรา เช่น 1%, 0.01 หรือ 1 in 100</translation>
    </message>
    <message>
        <source>Type megabytes, such as 12 or 11.98 MB.</source>
        <translation>พิมพ์เป็นเมกะไบต์ เช่น 12 หรือ 11.98 MB</translation>
    </message>
    <message>
        <source>Type a number, such as %1.</source>
        <translation>พิมพ์ตัวเลข เช่น %1</translation>
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
    <message numerus="yes">
        <source>Added %n random key(s). Select one in the list to see its bits.</source>
        <translation>
            <numerusform>เพิ่มคีย์สุ่ม %Ln ตัวแล้ว เลือกคีย์ในรายการเพื่อดูบิตของคีย์นั้น</numerusform>
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
        <source>Who set its bits:</source>
        <translation>บิตเหล่านี้ถูกตั้งค่าโดย:</translation>
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
        <source>The hash seed: secret and random at start. Type one to repeat a demo exactly.</source>
        <translation>ค่าซีดของแฮช: เป็นค่าลับที่สุ่มขึ้นเมื่อเริ่มโปรแกรม พิมพ์ค่าซีดเองเพื่อเล่นการสาธิตซ้ำให้เหมือนเดิมทุกประการ</translation>
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
        <source>Optimal</source>
        <translation>ค่าที่เหมาะสมที่สุด</translation>
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
        <source>A timed set, as in an interview: numbers to work out, options to choose and trade-offs to explain, with no hints and no feedback until the end. Then you see a score per topic, the time each answer took, and every answer beside the right one or a model answer.</source>
        <translation>ชุดคำถามแบบจับเวลาเหมือนในการสัมภาษณ์งาน มีทั้งตัวเลขให้คำนวณ ตัวเลือกให้เลือก และการชั่งข้อดีข้อเสีย (trade-off) ให้อธิบาย โดยไม่มีคำใบ้และไม่มีคำอธิบายจนกว่าจะจบ จากนั้นคุณจะเห็นคะแนนของแต่ละหัวข้อ เวลาที่ใช้ตอบแต่ละข้อ และคำตอบทุกข้อเทียบกับคำตอบที่ถูกหรือคำตอบตัวอย่าง</translation>
    </message>
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
        <source>Select a key to see its bits</source>
        <translation>เลือกคีย์เพื่อดูบิตของคีย์นั้น</translation>
    </message>
    <message>
        <source>Colour each set bit by how many keys set it</source>
        <translation>ระบายสีบิตที่ถูกตั้งค่าแต่ละบิตตามจำนวนคีย์ที่ตั้งค่าบิตนั้น</translation>
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
        <source>Type a number, such as %1.</source>
        <translation>พิมพ์ตัวเลข เช่น %1</translation>
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
        <source>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;Learn Bloom filters by watching them work: every hash, every bit, every false positive explained.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and xxHash.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;เรียนรู้ Bloom filter จากการดูการทำงานจริง พร้อมคำอธิบายทุกแฮช ทุกบิต และทุกผลบวกลวง&lt;/p&gt;&lt;p&gt;สร้างด้วย Qt %2 และ xxHash&lt;/p&gt;</translation>
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
    <message>
        <source>Each of its bits was set by other keys. A Bloom filter cannot tell the difference.</source>
        <translation>บิตทุกบิตของคีย์นี้ถูกตั้งค่าโดยคีย์อื่น Bloom filter ไม่สามารถแยกความแตกต่างนี้ได้</translation>
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
        <source>You left this one out.</source>
        <translation>ตัวเลือกที่ถูกข้อนี้คุณไม่ได้เลือก</translation>
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
        <translation>FPR แบบขนาดคงที่</translation>
    </message>
    <message>
        <source>Scalable FPR</source>
        <translation>FPR แบบขยายขนาดได้</translation>
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
        <source>Memory: fixed vs scalable</source>
        <translation>หน่วยความจำ: ขนาดคงที่ เทียบกับ ขยายขนาดได้</translation>
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
        <source>seyi_codes and aderonke are in both filters. They share bit 7.</source>
        <translation>seyi_codes และ aderonke อยู่ในฟิลเตอร์ทั้งสอง และใช้บิต 7 ร่วมกัน</translation>
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
