<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="uz">
<context>
    <name>BitArrayView</name>
    <message>
        <source>Bit array</source>
        <translation>Bitlar massivi</translation>
    </message>
    <message>
        <source>An empty bit array.</source>
        <translation>Boʻsh bitlar massivi.</translation>
    </message>
    <message>
        <source>%1 bits, %2 set. Focused: %3</source>
        <translation>%1 ta bit, %2 tasi oʻrnatilgan. Fokusda: %3</translation>
    </message>
</context>
<context>
    <name>BitCellModel</name>
    <message>
        <source>No added key hashes here.</source>
        <translation>Bu yerga qoʻshilgan kalitlarning hech bir xeshi tushmagan.</translation>
    </message>
    <message numerus="yes">
        <source>Set by %n key(s): %1.</source>
        <translation>
            <numerusform>%Ln ta kalit oʻrnatgan: %1.</numerusform>
            <numerusform>%Ln ta kalit oʻrnatgan: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Counter %1 is %2 and stuck at its maximum.</source>
        <translation>%1-hisoblagich %2 ga teng va maksimal qiymatida qotib qolgan.</translation>
    </message>
    <message>
        <source>Counter %1 is %2.</source>
        <translation>%1-hisoblagich %2 ga teng.</translation>
    </message>
    <message>
        <source>Bit %1 is %2.</source>
        <translation>%1-bit %2 ga teng.</translation>
    </message>
</context>
<context>
    <name>CdnController</name>
    <message>
        <source>Cancelled. The last finished run is still shown.</source>
        <translation>Bekor qilindi. Oxirgi tugallangan ishga tushirish natijasi hamon koʻrsatilmoqda.</translation>
    </message>
    <message>
        <source>Not enough memory for the trace and the caches: this needs about %1 and %2 is available. Choose fewer requests or a smaller catalogue.</source>
        <translation>Soʻrovlar ketma-ketligi va keshlar uchun xotira yetarli emas: taxminan %1 kerak, mavjudi esa %2. Kamroq soʻrov yoki kichikroq katalog tanlang.</translation>
    </message>
    <message>
        <source>Choose %1 to %2 requests.</source>
        <translation>%1 dan %2 gacha soʻrov tanlang.</translation>
    </message>
    <message>
        <source>Choose a catalogue of %1 to %2 objects.</source>
        <translation>%1 dan %2 gacha obyektli katalog tanlang.</translation>
    </message>
    <message>
        <source>Choose a Zipf skew between %1 and %2.</source>
        <translation>Zipf koʻrsatkichini %1 va %2 oraligʻida tanlang.</translation>
    </message>
    <message>
        <source>The cache cannot hold more objects than the catalogue has: choose a capacity of 1 to %1, or a larger catalogue.</source>
        <translation>Kesh katalogdagidan koʻp obyekt sigʻdira olmaydi: 1 dan %1 gacha sigʻim yoki kattaroq katalog tanlang.</translation>
    </message>
    <message>
        <source>The trace asks for an object outside the catalogue.</source>
        <translation>Soʻrovlar ketma-ketligida katalogdan tashqaridagi obyekt soʻralgan.</translation>
    </message>
    <message>
        <source>Admit everything</source>
        <translation>Hammasini qabul qilish</translation>
    </message>
    <message>
        <source>Second request, exact</source>
        <translation>Ikkinchi soʻrovda, aniq hisob bilan</translation>
    </message>
    <message>
        <source>Second request, filter</source>
        <translation>Ikkinchi soʻrovda, filtr bilan</translation>
    </message>
    <message>
        <source>Drawing %1 requests and playing them through the cache three ways…</source>
        <translation>%1 ta tasodifiy soʻrov tuzilmoqda va ular keshdan uch usulda oʻtkazilmoqda…</translation>
    </message>
    <message>
        <source>Zipf, skew %1</source>
        <translation>Zipf, koʻrsatkich %1</translation>
    </message>
    <message>
        <source>LRU, %1 objects</source>
        <translation>LRU, %1 ta obyekt</translation>
    </message>
    <message>
        <source>Bloom filter at %1</source>
        <translation>Bloom filtri, %1 da</translation>
    </message>
    <message>
        <source>request</source>
        <translation>soʻrov</translation>
    </message>
    <message>
        <source>miss</source>
        <translation>keshda yoʻq</translation>
    </message>
    <message>
        <source>yes: write</source>
        <translation>ha: yozish</translation>
    </message>
    <message>
        <source>first time: not written</source>
        <translation>birinchi marta: yozilmadi</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Same trace, same cache size</source>
        <translation>Bir xil soʻrovlar ketma-ketligi, bir xil kesh oʻlchami</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Soʻrovlar</translation>
    </message>
    <message>
        <source>Distinct objects</source>
        <translation>Turli obyektlar</translation>
    </message>
    <message>
        <source>One-hit wonders (requested once)</source>
        <translation>Bir martalik xitlar (bir marta soʻralgan)</translation>
    </message>
    <message>
        <source>Hits</source>
        <translation>Keshdan topilganlar</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>Keshdan topilish ulushi</translation>
    </message>
    <message>
        <source>Disk writes</source>
        <translation>Diskka yozishlar</translation>
    </message>
    <message>
        <source>One-hit wonders written to disk</source>
        <translation>Diskka yozilgan bir martalik xitlar</translation>
    </message>
    <message>
        <source>Wrongly admitted (false positives)</source>
        <translation>Notoʻgʻri qabul qilinganlar (soxta ijobiylar)</translation>
    </message>
    <message>
        <source>… expected, %1</source>
        <translation>… kutilgan qiymat, %1</translation>
    </message>
    <message>
        <source>Bloom filter (for %1 objects)</source>
        <translation>Bloom filtri (%1 ta obyekt uchun)</translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation>%1, k = %2</translation>
    </message>
    <message>
        <source>%1 requests</source>
        <translation>%1 ta soʻrov</translation>
    </message>
    <message>
        <source>LRU · hit rate %1</source>
        <translation>LRU · keshdan topilish ulushi %1</translation>
    </message>
    <message>
        <source>%1 one-hit wonders</source>
        <translation>%1 ta bir martalik xit</translation>
    </message>
    <message>
        <source>%1 misses</source>
        <translation>%1 tasi keshda topilmadi</translation>
    </message>
    <message>
        <source>%1 written</source>
        <translation>%1 tasi yozildi</translation>
    </message>
    <message>
        <source>%1 first requests: not written</source>
        <translation>%1 ta birinchi soʻrov: yozilmadi</translation>
    </message>
    <message>
        <source>Of %1 distinct objects, %2 were requested only once. Admitting everything wrote %3 of them to disk; admitting on the second request with a Bloom filter wrote %4 of them, and cut the disk writes from %5 to %6. Hit rate: %7 admitting everything, %8 with the filter.</source>
        <translation>%1 ta turli obyektdan %2 tasi faqat bir marta soʻraldi. Hammasini qabul qilganda ulardan %3 tasi diskka yozildi; Bloom filtri yordamida ikkinchi soʻrovda qabul qilganda esa %4 tasi yozildi va diskka yozishlar soni %5 tadan %6 taga kamaydi. Keshdan topilish ulushi: hammasini qabul qilganda %7, filtr bilan %8.</translation>
    </message>
</context>
<context>
    <name>CdnTab</name>
    <message>
        <source>A content delivery network&apos;s edge server keeps popular objects on its disk. Many objects are requested once and never again — one-hit wonders — and writing each of them to disk wastes the write and pushes out an object that would have been hit. Maggs and Sitaraman describe the remedy in “Algorithmic Nuggets in Content Delivery” (ACM SIGCOMM CCR 45(3), 2015): cache an object only on its second request, and remember the first requests in a Bloom filter. Here one Zipf-distributed trace goes through an LRU cache of one size three ways.</source>
        <translation>Kontent yetkazib berish tarmogʻining (CDN) chekka serveri mashhur obyektlarni oʻz diskida saqlaydi. Koʻp obyektlar bir marta soʻraladi va boshqa hech qachon soʻralmaydi — bular bir martalik xitlar; ularning har birini diskka yozish — behuda yozish, ustiga-ustak u keshdan topilishi mumkin boʻlgan obyektni siqib chiqaradi. Maggs and Sitaraman bu muammoning yechimini “Algorithmic Nuggets in Content Delivery” (ACM SIGCOMM CCR 45(3), 2015) maqolasida tasvirlaydi: obyektni faqat ikkinchi soʻrovda keshlash, birinchi soʻrovlarni esa Bloom filtrida eslab qolish. Bu yerda Zipf taqsimotiga boʻysunuvchi bitta soʻrovlar ketma-ketligi bir xil oʻlchamdagi LRU keshidan uch usulda oʻtkaziladi.</translation>
    </message>
    <message>
        <source>Request</source>
        <translation>Soʻrov</translation>
    </message>
    <message>
        <source>Cache</source>
        <translation>Kesh</translation>
    </message>
    <message>
        <source>Seen before?</source>
        <translation>Avval koʻrilganmi?</translation>
    </message>
    <message>
        <source>Disk</source>
        <translation>Disk</translation>
    </message>
    <message>
        <source>cdn-results.csv</source>
        <translation>cdn-results.csv</translation>
    </message>
    <message>
        <source>Trace and cache</source>
        <translation>Soʻrovlar va kesh</translation>
    </message>
    <message>
        <source>Zipf skew: the popularity of rank r falls as r to the minus skew</source>
        <translation>Zipf koʻrsatkichi: r-oʻrindagi obyektning mashhurligi r^(−koʻrsatkich) kabi kamayadi</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>Filtr oʻlchami moʻljallanadigan soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>Play the trace three ways</source>
        <translation>Soʻrovlarni uch usulda oʻtkazish</translation>
    </message>
    <message>
        <source>The larger the skew, the more the requests crowd onto the most popular objects. The filter is sized for the objects the trace is expected to name.</source>
        <translation>Koʻrsatkich qanchalik katta boʻlsa, soʻrovlar eng mashhur obyektlarga shunchalik koʻp toʻplanadi. Filtr oʻlchami soʻrovlar ketma-ketligida uchrashi kutilayotgan obyektlarga moʻljallanadi.</translation>
    </message>
    <message>
        <source>Requests:</source>
        <translation>Soʻrovlar:</translation>
    </message>
    <message>
        <source>Objects in the catalogue:</source>
        <translation>Katalogdagi obyektlar:</translation>
    </message>
    <message>
        <source>Zipf skew:</source>
        <translation>Zipf koʻrsatkichi:</translation>
    </message>
    <message>
        <source>Cache holds (objects):</source>
        <translation>Kesh sigʻimi (obyektlar):</translation>
    </message>
    <message>
        <source>Filter&apos;s false-positive rate:</source>
        <translation>Filtrning soxta ijobiylar ulushi:</translation>
    </message>
</context>
<context>
    <name>CdnWritesChart</name>
    <message>
        <source>Disk writes</source>
        <translation>Diskka yozishlar</translation>
    </message>
    <message>
        <source>One-hit wonders written</source>
        <translation>Yozilgan bir martalik xitlar</translation>
    </message>
    <message>
        <source>Disk writes per admission policy chart</source>
        <translation>Qabul qilish usullari boʻyicha diskka yozishlar grafigi</translation>
    </message>
</context>
<context>
    <name>ChartStyle</name>
    <message>
        <source>The same numbers are in the table beside the chart.</source>
        <translation>Xuddi shu sonlar grafik yonidagi jadvalda ham bor.</translation>
    </message>
</context>
<context>
    <name>ClassroomPanel</name>
    <message>
        <source>All topics</source>
        <translation>Barcha mavzular</translation>
    </message>
    <message>
        <source>Topic</source>
        <translation>Mavzu</translation>
    </message>
    <message>
        <source>T&amp;opic:</source>
        <translation>Mavz&amp;u:</translation>
    </message>
    <message>
        <source>Keys: A to D count a vote for an option (with Shift, take one back), Space reveals the answer, N shows the next question.</source>
        <translation>Klaviatura: A dan D gacha variantga bitta ovoz qoʻshadi (Shift bilan bittasini qaytaradi), Space javobni ochadi, N keyingi savolni koʻrsatadi.</translation>
    </message>
</context>
<context>
    <name>CodePanel</name>
    <message>
        <source>Code</source>
        <translation>Kod</translation>
    </message>
    <message>
        <source>The C++ that runs for the current step, with its values</source>
        <translation>Joriy qadamda bajariladigan C++ kodi va undagi qiymatlar</translation>
    </message>
</context>
<context>
    <name>CountingCostsStage</name>
    <message>
        <source>What deleting costs</source>
        <translation>Oʻchirish narxi</translation>
    </message>
</context>
<context>
    <name>CrawlerController</name>
    <message>
        <source>Cancelled. The last finished crawl is still shown.</source>
        <translation>Bekor qilindi. Oxirgi tugallangan aylanib chiqish hamon koʻrsatilmoqda.</translation>
    </message>
    <message>
        <source>Not enough memory for the hash set&apos;s crawl: it needs about %1 and %2 is available. Choose fewer pages.</source>
        <translation>Xesh toʻplam bilan aylanib chiqish uchun xotira yetarli emas: taxminan %1 kerak, mavjudi esa %2. Kamroq sahifa tanlang.</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 pages.</source>
        <translation>%1 dan %2 gacha sahifa tanlang.</translation>
    </message>
    <message>
        <source>The links&apos; power-law exponent must be between %1 and %2.</source>
        <translation>Havolalar taqsimotining darajali qonun koʻrsatkichi %1 va %2 oraligʻida boʻlishi kerak.</translation>
    </message>
    <message>
        <source>A page links to 1 to %1 pages, the fewest no more than the most.</source>
        <translation>Sahifadagi havolalar soni 1 dan %1 gacha boʻladi, eng kam soni esa eng koʻp sonidan oshmasligi kerak.</translation>
    </message>
    <message>
        <source>The crawl order is kept only for webs of up to %1 pages.</source>
        <translation>Aylanib chiqish tartibi faqat koʻpi bilan %1 sahifali veblar uchun saqlanadi.</translation>
    </message>
    <message>
        <source>Crawling a web of %1 pages twice: with a hash set, then with a Bloom filter…</source>
        <translation>%1 sahifali veb ikki marta aylanib chiqilmoqda: avval xesh toʻplam, soʻng Bloom filtri bilan…</translation>
    </message>
    <message>
        <source>links waiting, breadth-first</source>
        <translation>navbatdagi havolalar, kenglik boʻyicha</translation>
    </message>
    <message>
        <source>%1 URLs at %2</source>
        <translation>%1 ta URL, %2 da</translation>
    </message>
    <message>
        <source>download, read its links</source>
        <translation>yuklab olish, havolalarini oʻqish</translation>
    </message>
    <message>
        <source>a link&apos;s URL</source>
        <translation>havolaning URL manzili</translation>
    </message>
    <message>
        <source>new</source>
        <translation>yangi</translation>
    </message>
    <message>
        <source>looks seen: skipped</source>
        <translation>koʻrilgandek: oʻtkazib yuborildi</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>One web, crawled twice</source>
        <translation>Bitta veb, ikki marta aylanib chiqildi</translation>
    </message>
    <message>
        <source>Hash set of URLs</source>
        <translation>URL manzillarning xesh toʻplami</translation>
    </message>
    <message>
        <source>Bloom filter</source>
        <translation>Bloom filtri</translation>
    </message>
    <message>
        <source>Pages in the web (seed %1)</source>
        <translation>Vebdagi sahifalar (boshlangʻich qiymat %1)</translation>
    </message>
    <message>
        <source>Pages crawled</source>
        <translation>Yuklab olingan sahifalar</translation>
    </message>
    <message>
        <source>… their URL looked seen (false positives)</source>
        <translation>… URL manzili koʻrilgandek tuyulgan (soxta ijobiylar)</translation>
    </message>
    <message>
        <source>… expected from the filter&apos;s fill, %1</source>
        <translation>… filtrning toʻlganligi boʻyicha kutilgan, %1</translation>
    </message>
    <message>
        <source>… linked only from such pages</source>
        <translation>… faqat shunday sahifalardan havola berilgan</translation>
    </message>
    <message>
        <source>False positives per new URL (%1 only once the filter is full)</source>
        <translation>Yangi URL boshiga soxta ijobiylar (%1 ga faqat filtr toʻlganda yetadi)</translation>
    </message>
    <message>
        <source>Memory of the seen set at the end</source>
        <translation>Oxirida koʻrilganlar toʻplami egallagan xotira</translation>
    </message>
    <message>
        <source>… per page crawled</source>
        <translation>… yuklab olingan sahifa boshiga</translation>
    </message>
    <message>
        <source>%1 bytes (%2 bits)</source>
        <translation>%1 bayt (%2 bit)</translation>
    </message>
    <message>
        <source>… at its peak</source>
        <translation>… eng koʻp boʻlgan paytda</translation>
    </message>
    <message>
        <source>… of which the URLs&apos; characters</source>
        <translation>… shundan URL belgilari</translation>
    </message>
    <message>
        <source>Average URL length</source>
        <translation>Oʻrtacha URL uzunligi</translation>
    </message>
    <message>
        <source>%1 URLs × %2 bytes: the keys alone</source>
        <translation>%1 ta URL × %2 bayt: faqat kalitlarning oʻzi</translation>
    </message>
    <message>
        <source>%1 pages in the web</source>
        <translation>vebda %1 ta sahifa</translation>
    </message>
    <message>
        <source>%1, k = %2</source>
        <translation>%1, k = %2</translation>
    </message>
    <message>
        <source>%1 fetched</source>
        <translation>%1 tasi yuklab olindi</translation>
    </message>
    <message>
        <source>%1 distinct URLs</source>
        <translation>%1 ta turli URL</translation>
    </message>
    <message>
        <source>%1 new</source>
        <translation>%1 tasi yangi</translation>
    </message>
    <message>
        <source>%1 looked seen wrongly: skipped</source>
        <translation>%1 tasi notoʻgʻri koʻrilgandek tuyuldi: oʻtkazib yuborildi</translation>
    </message>
    <message>
        <source>%1 URLs × %2 bytes = %3</source>
        <translation>%1 ta URL × %2 bayt = %3</translation>
    </message>
    <message>
        <source>The filter took %1 where the hash set took %2, and crawled every page the hash set&apos;s crawl did.</source>
        <translation>Xesh toʻplam %2 egallagan joyda filtr %1 egalladi va xesh toʻplam bilan aylanib chiqishda yuklab olingan har bir sahifani yuklab oldi.</translation>
    </message>
    <message>
        <source>The filter took %1 where the hash set took %2, and crawled %3 pages fewer, each because its URL looked seen though it was new.</source>
        <translation>Xesh toʻplam %2 egallagan joyda filtr %1 egalladi va %3 ta kam sahifa yuklab oldi: ularning har birining URL manzili yangi boʻlsa-da, koʻrilgandek tuyuldi.</translation>
    </message>
    <message>
        <source>At the article&apos;s scale, %1 of keys; a filter at %2 takes %3.</source>
        <translation>Maqoladagi miqyosda kalitlar %1 joy egallaydi; %2 dagi filtr esa %3 egallaydi.</translation>
    </message>
    <message>
        <source>Pages no link leads to (neither crawl can reach them)</source>
        <translation>Hech qanday havola olib bormaydigan sahifalar (ikkala aylanib chiqish ham ularga yetib bora olmaydi)</translation>
    </message>
    <message>
        <source>Reachable pages never crawled</source>
        <translation>Yetib borish mumkin boʻlgan, lekin hech qachon yuklab olinmagan sahifalar</translation>
    </message>
    <message numerus="yes">
        <source>The filter took %1 where the hash set took %2, and crawled %3 pages fewer: %4 looked seen though they were new, and %n more could be reached only through those.</source>
        <translation>
            <numerusform>Xesh toʻplam %2 egallagan joyda filtr %1 egalladi va %3 ta kam sahifa yuklab oldi: %4 tasi yangi boʻlsa-da, koʻrilgandek tuyuldi, yana %Ln tasiga esa faqat oʻshalar orqali yetib borish mumkin edi.</numerusform>
            <numerusform>Xesh toʻplam %2 egallagan joyda filtr %1 egalladi va %3 ta kam sahifa yuklab oldi: %4 tasi yangi boʻlsa-da, koʻrilgandek tuyuldi, yana %Ln tasiga esa faqat oʻshalar orqali yetib borish mumkin edi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Filter bits (its memory holds whole 64-bit words), hash functions</source>
        <translation>Filtr bitlari (xotirasi butun 64 bitli soʻzlarda saqlanadi), xesh funksiyalar</translation>
    </message>
    <message>
        <source>%1 bits used of %2, k = %3</source>
        <translation>%2 bitdan %1 tasi ishlatilgan, k = %3</translation>
    </message>
    <message>
        <source>%1 URLs, at this run&apos;s memory per page crawled</source>
        <translation>%1 ta URL, bu ishga tushirishdagi yuklangan sahifa boshiga xotira bilan</translation>
    </message>
    <message>
        <source>%1 URLs in a filter sized for them at %2</source>
        <translation>%1 ta URL, ular uchun %2 da oʻlchangan filtrda</translation>
    </message>
    <message>
        <source>%1 (%2 bits a URL)</source>
        <translation>%1 (URL boshiga %2 bit)</translation>
    </message>
</context>
<context>
    <name>CrawlerTab</name>
    <message>
        <source>A crawler fetches a page, reads its links and queues every URL it has not seen before, so it must remember every URL it has met. The Bengali article counts the cost: a billion URLs at about 70 bytes each is 70 GB of keys before any hash table&apos;s overhead. A Bloom filter remembers them in a few bits each; its price is a false positive, a new page whose URL looks seen, which the crawler then never fetches. Here one synthetic web is crawled twice, the same way, once with each.</source>
        <translation>Krauler sahifani yuklab oladi, undagi havolalarni oʻqiydi va avval koʻrmagan har bir URL manzilni navbatga qoʻyadi, shuning uchun u duch kelgan har bir URL manzilni eslab qolishi kerak. Bengal tilidagi maqola buning narxini hisoblaydi: har biri taxminan 70 baytdan bir milliard URL — hali hech qanday xesh jadval qoʻshimcha xarajatlarisiz ham 70 GB kalit. Bloom filtri ularning har birini bir necha bitda eslab qoladi; uning narxi — soxta ijobiy, yaʼni URL manzili koʻrilgandek tuyuladigan yangi sahifa, krauler uni keyin hech qachon yuklab olmaydi. Bu yerda bitta sintetik veb bir xil usulda ikki marta aylanib chiqiladi: har biri bilan bir martadan.</translation>
    </message>
    <message>
        <source>Crawler frontier</source>
        <translation>Krauler navbati</translation>
    </message>
    <message>
        <source>Seen set (Bloom filter)</source>
        <translation>Koʻrilganlar toʻplami (Bloom filtri)</translation>
    </message>
    <message>
        <source>Fetch the page</source>
        <translation>Sahifani yuklab olish</translation>
    </message>
    <message>
        <source>crawler-results.csv</source>
        <translation>crawler-results.csv</translation>
    </message>
    <message>
        <source>Crawl</source>
        <translation>Aylanib chiqish</translation>
    </message>
    <message>
        <source>Pages in the web</source>
        <translation>Vebdagi sahifalar</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>Filtr oʻlchami moʻljallanadigan soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>new each crawl</source>
        <translation>har safar yangi</translation>
    </message>
    <message>
        <source>Seed of the synthetic web</source>
        <translation>Sintetik vebning boshlangʻich qiymati</translation>
    </message>
    <message>
        <source>Crawl twice</source>
        <translation>Ikki marta aylanib chiqish</translation>
    </message>
    <message>
        <source>Both crawls start at page 0 and go breadth-first; the hash set&apos;s crawl reaches every page the links lead to, the filter&apos;s crawl misses some.</source>
        <translation>Ikkala aylanib chiqish ham 0-sahifadan boshlanadi va kenglik boʻyicha davom etadi; xesh toʻplam bilan aylanib chiqish havolalar olib boradigan har bir sahifaga yetib boradi, filtr bilan aylanib chiqish esa ayrimlarini oʻtkazib yuboradi.</translation>
    </message>
    <message>
        <source>Pages in the web:</source>
        <translation>Vebdagi sahifalar:</translation>
    </message>
    <message>
        <source>Target false-positive rate:</source>
        <translation>Maqsadli soxta ijobiylar ulushi:</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Boshlangʻich qiymat:</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Sahifa</translation>
    </message>
    <message>
        <source>URL the filter said it had seen</source>
        <translation>Filtr koʻrilgan deb aytgan URL</translation>
    </message>
    <message>
        <source>URLs in the filter then</source>
        <translation>Oʻsha paytda filtrdagi URL soni</translation>
    </message>
    <message>
        <source>Pages never crawled because their URL looked seen</source>
        <translation>URL manzili koʻrilgandek tuyulgani uchun hech qachon yuklab olinmagan sahifalar</translation>
    </message>
    <message>
        <source>No new page looked seen: the filter&apos;s crawl fetched every page the hash set&apos;s did.</source>
        <translation>Hech bir yangi sahifa koʻrilgandek tuyulmadi: filtr bilan aylanib chiqish xesh toʻplam bilan aylanib chiqishda yuklab olingan har bir sahifani yuklab oldi.</translation>
    </message>
    <message>
        <source>The first %1 of the %2 pages never crawled because the filter said their URL had been seen:</source>
        <translation>Filtr URL manzilini koʻrilgan deb aytgani uchun hech qachon yuklab olinmagan %2 ta sahifadan dastlabki %1 tasi:</translation>
    </message>
    <message>
        <source>Never crawled because the filter said their URL had been seen (%1 in all):</source>
        <translation>Filtr URL manzilini koʻrilgan deb aytgani uchun hech qachon yuklab olinmagan sahifalar (jami %1 ta):</translation>
    </message>
</context>
<context>
    <name>CuckooColumnStage</name>
    <message>
        <source>Cuckoo filter</source>
        <translation>Kakku filtri</translation>
    </message>
    <message>
        <source>Remove takes one copy of the key&apos;s fingerprint out of its two buckets</source>
        <translation>Olib tashlash kalit barmoq izining bitta nusxasini uning ikki chelagidan chiqaradi</translation>
    </message>
    <message>
        <source>Cuckoo filter buckets</source>
        <translation>Kakku filtri chelaklari</translation>
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
        <translation>%1-chelakka qarash</translation>
    </message>
    <message numerus="yes">
        <source>… %n relocations in all</source>
        <translation>
            <numerusform>… jami %Ln ta koʻchirish</numerusform>
            <numerusform>… jami %Ln ta koʻchirish</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 → bucket %2, evicts %3 → bucket %4</source>
        <translation>%1 → %2-chelak, %3 ni siqib chiqaradi → %4-chelak</translation>
    </message>
    <message>
        <source>stored</source>
        <translation>saqlandi</translation>
    </message>
    <message>
        <source>stored in the victim slot: full</source>
        <translation>zaxira katakchasiga saqlandi: toʻldi</translation>
    </message>
    <message>
        <source>refused: full</source>
        <translation>rad etildi: toʻla</translation>
    </message>
    <message>
        <source>refused: too many copies</source>
        <translation>rad etildi: nusxalar juda koʻp</translation>
    </message>
    <message>
        <source>maybe present</source>
        <translation>ehtimol mavjud</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>olib tashlandi</translation>
    </message>
    <message>
        <source>not removed</source>
        <translation>olib tashlanmadi</translation>
    </message>
    <message>
        <source>definitely not present</source>
        <translation>aniq mavjud emas</translation>
    </message>
    <message numerus="yes">
        <source>Bucket %1 has %n free slot(s).</source>
        <translation>
            <numerusform>%1-chelakda %Ln ta boʻsh katakcha bor.</numerusform>
            <numerusform>%1-chelakda %Ln ta boʻsh katakcha bor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bucket %1 is full.</source>
        <translation>%1-chelak toʻla.</translation>
    </message>
    <message>
        <source>Bucket %1 holds fingerprint %2.</source>
        <translation>%1-chelakda %2 barmoq izi bor.</translation>
    </message>
    <message>
        <source>Bucket %1 does not hold fingerprint %2.</source>
        <translation>%1-chelakda %2 barmoq izi yoʻq.</translation>
    </message>
    <message numerus="yes">
        <source>The chain goes on the same way: %n relocations in all.</source>
        <translation>
            <numerusform>Zanjir xuddi shu tarzda davom etadi: jami %Ln ta koʻchirish.</numerusform>
            <numerusform>Zanjir xuddi shu tarzda davom etadi: jami %Ln ta koʻchirish.</numerusform>
        </translation>
    </message>
    <message>
        <source>Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4, which moves to its other bucket, %5. No key is needed to find it.</source>
        <translation>Ikkala chelak ham toʻla: %1 barmoq izi %3-chelakning %2-katakchasini egallaydi va %4 ni siqib chiqaradi, u esa oʻzining boshqa chelagiga — %5-chelakka koʻchadi. Uni topish uchun kalit kerak emas.</translation>
    </message>
    <message>
        <source>The key %1 goes into a cuckoo filter: buckets of four slots that hold short fingerprints, not bits.</source>
        <translation>%1 kaliti kakku filtriga qoʻshiladi: unda bitlar emas, qisqa barmoq izlarini saqlaydigan toʻrt katakchali chelaklar bor.</translation>
    </message>
    <message>
        <source>One hash gives the key&apos;s fingerprint, %1, and its first bucket, %2.</source>
        <translation>Bitta xesh kalitning barmoq izini (%1) va birinchi chelagini (%2) beradi.</translation>
    </message>
    <message>
        <source>The second bucket comes from the first and the fingerprint alone (XOR), so a fingerprint can later move between its two buckets without the key.</source>
        <translation>Ikkinchi chelak faqat birinchi chelak va barmoq izidan (XOR) olinadi, shuning uchun barmoq izi keyinchalik kalitsiz ham oʻzining ikki chelagi orasida koʻcha oladi.</translation>
    </message>
    <message>
        <source>Stored fingerprint %1 in bucket %2, slot %3.</source>
        <translation>%1 barmoq izi %2-chelakning %3-katakchasiga saqlandi.</translation>
    </message>
    <message numerus="yes">
        <source>Stored after %n relocation(s): %1.</source>
        <translation>
            <numerusform>%Ln ta koʻchirishdan soʻng saqlandi: %1.</numerusform>
            <numerusform>%Ln ta koʻchirishdan soʻng saqlandi: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The relocations ran out after %n moves (%1). The last fingerprint evicted, %2, waits in the victim slot: nothing is lost, but the filter is full and refuses the next add.</source>
        <translation>
            <numerusform>Koʻchirishlar chegarasi %Ln ta harakatdan soʻng tugadi (%1). Oxirgi siqib chiqarilgan barmoq izi, %2, zaxira katakchasida kutib turibdi: hech narsa yoʻqolmadi, lekin filtr toʻldi va keyingi qoʻshishni rad etadi.</numerusform>
            <numerusform>Koʻchirishlar chegarasi %Ln ta harakatdan soʻng tugadi (%1). Oxirgi siqib chiqarilgan barmoq izi, %2, zaxira katakchasida kutib turibdi: hech narsa yoʻqolmadi, lekin filtr toʻldi va keyingi qoʻshishni rad etadi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Refused: the filter is full (a fingerprint already waits in the victim slot). Nothing changed; every key added before still answers.</source>
        <translation>Rad etildi: filtr toʻla (zaxira katakchasida allaqachon bitta barmoq izi kutib turibdi). Hech narsa oʻzgarmadi; avval qoʻshilgan har bir kalit hamon topiladi.</translation>
    </message>
    <message>
        <source>Refused: fingerprint %1 already fills the %2 slots its buckets have. A cuckoo filter holds at most 2b copies of one key (b = 4 slots per bucket).</source>
        <translation>Rad etildi: %1 barmoq izi uning chelaklaridagi %2 ta katakchaning barchasini allaqachon egallagan. Kakku filtri bitta kalitning koʻpi bilan 2b ta nusxasini saqlaydi (b = 4 — har bir chelakdagi katakchalar soni).</translation>
    </message>
    <message>
        <source>Maybe present: fingerprint %1 waits in the victim slot.</source>
        <translation>Ehtimol mavjud: %1 barmoq izi zaxira katakchasida kutib turibdi.</translation>
    </message>
    <message>
        <source>Maybe present: fingerprint %1 is in bucket %2.</source>
        <translation>Ehtimol mavjud: %1 barmoq izi %2-chelakda bor.</translation>
    </message>
    <message>
        <source>Removed one copy of fingerprint %1 from %2.</source>
        <translation>%1 barmoq izining bitta nusxasi %2 olib tashlandi.</translation>
    </message>
    <message>
        <source>the victim slot</source>
        <translation>zaxira katakchasidan</translation>
    </message>
    <message>
        <source>bucket %1</source>
        <translation>%1-chelakdan</translation>
    </message>
    <message>
        <source>Not removed: neither bucket holds fingerprint %1, so the key was never added.</source>
        <translation>Olib tashlanmadi: ikkala chelakning hech birida %1 barmoq izi yoʻq, demak, kalit hech qachon qoʻshilmagan.</translation>
    </message>
    <message>
        <source>Definitely not present: neither bucket holds fingerprint %1.</source>
        <translation>Aniq mavjud emas: ikkala chelakning hech birida %1 barmoq izi yoʻq.</translation>
    </message>
    <message>
        <source>Both buckets are read before storing, to count the copies of fingerprint %1 already there (at most 2b = 8); then the first free slot takes it.</source>
        <translation>Saqlashdan oldin %1 barmoq izining u yerda allaqachon nechta nusxasi borligini sanash uchun ikkala chelak ham oʻqiladi (koʻpi bilan 2b = 8); soʻngra uni birinchi boʻsh katakcha oladi.</translation>
    </message>
    <message>
        <source>Both buckets are full: fingerprint %1 takes slot %2 of bucket %3 and evicts %4. Both of %4&apos;s buckets are bucket %3 itself, so it must try that bucket again.</source>
        <translation>Ikkala chelak ham toʻla: %1 barmoq izi %3-chelakning %2-katakchasini egallaydi va %4 ni siqib chiqaradi. %4 ning ikkala chelagi ham %3-chelakning oʻzi, shuning uchun u shu chelakka qayta urinib koʻrishi kerak.</translation>
    </message>
    <message>
        <source>The key %1 is removed from the cuckoo filter: one copy of its fingerprint is taken out of one of its two buckets.</source>
        <translation>%1 kaliti kakku filtridan olib tashlanadi: uning barmoq izining bitta nusxasi ikki chelagidan biridan chiqariladi.</translation>
    </message>
    <message>
        <source>The key %1 is looked up in the cuckoo filter: only its two buckets can hold its fingerprint.</source>
        <translation>%1 kaliti kakku filtrida qidiriladi: uning barmoq izini faqat oʻzining ikki chelagi saqlay oladi.</translation>
    </message>
    <message>
        <source>%1 is added.</source>
        <translation>%1 kaliti qoʻshildi.</translation>
    </message>
    <message>
        <source>%1 is added, in the victim slot.</source>
        <translation>%1 kaliti qoʻshildi, zaxira katakchasiga.</translation>
    </message>
    <message>
        <source>%1 is refused.</source>
        <translation>%1 kaliti rad etildi.</translation>
    </message>
    <message>
        <source>%1 is removed.</source>
        <translation>%1 kaliti olib tashlandi.</translation>
    </message>
    <message>
        <source>%1 is not removed.</source>
        <translation>%1 kaliti olib tashlanmadi.</translation>
    </message>
</context>
<context>
    <name>CuckooTableView</name>
    <message>
        <source>Cuckoo filter table</source>
        <translation>Kakku filtri jadvali</translation>
    </message>
    <message>
        <source>victim</source>
        <translation>zaxira</translation>
    </message>
    <message>
        <source>Bucket %1, slot %2</source>
        <translation>%1-chelak, %2-katakcha</translation>
    </message>
    <message>
        <source>%1: fingerprint %2</source>
        <translation>%1: %2 barmoq izi</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: boʻsh</translation>
    </message>
    <message>
        <source>The victim slot: where the last fingerprint evicted waits when the relocations run out</source>
        <translation>Zaxira katakchasi (victim slot): koʻchirishlar chegarasi tugaganda oxirgi siqib chiqarilgan barmoq izi shu yerda kutib turadi</translation>
    </message>
    <message numerus="yes">
        <source>%n buckets of four slots</source>
        <translation>
            <numerusform>toʻrt katakchali %Ln ta chelak</numerusform>
            <numerusform>toʻrt katakchali %Ln ta chelak</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fingerprints stored</source>
        <translation>
            <numerusform>%Ln ta barmoq izi saqlangan</numerusform>
            <numerusform>%Ln ta barmoq izi saqlangan</numerusform>
        </translation>
    </message>
    <message>
        <source>victim slot taken: the filter is full</source>
        <translation>zaxira katakchasi band: filtr toʻla</translation>
    </message>
</context>
<context>
    <name>CurveTableModel</name>
    <message>
        <source>Formula</source>
        <translation>Formula</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Aniq</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Blokli</translation>
    </message>
    <message>
        <source>The exact rate is worked out for m up to %1 bits and n·k up to %2 probes.</source>
        <translation>Aniq ulush m koʻpi bilan %1 bit va n·k koʻpi bilan %2 ta tekshiruv boʻlganda hisoblanadi.</translation>
    </message>
    <message>
        <source>The blocked filter&apos;s rate needs m of at least %1 bits: two blocks of 512.</source>
        <translation>Blokli filtr ulushi uchun m kamida %1 bit boʻlishi kerak: 512 bitdan ikki blok.</translation>
    </message>
    <message>
        <source>At %1 bits per key a cuckoo filter&apos;s fingerprints would have %2 bits; they have %3 to %4.</source>
        <translation>Kalit boshiga %1 bit boʻlganda kakku filtrining barmoq izlari %2 bitli boʻlardi; barmoq izlari esa %3 dan %4 bitgacha boʻladi.</translation>
    </message>
    <message>
        <source>A cuckoo filter of the same bits per key b, its table %1 full: fingerprints of %2 bits, and a rate of %3.</source>
        <translation>Kalit boshiga bitlar soni xuddi shunday (b) boʻlgan, jadvalining %1 qismi toʻlgan kakku filtri: barmoq izlari %2 bitli, ulush esa %3.</translation>
    </message>
    <message>
        <source>The least rate any filter can have at b bits per key: %1, since a rate ε needs %2 bits per key.</source>
        <translation>Kalit boshiga b bit boʻlganda har qanday filtr erisha oladigan eng kichik ulush: %1, chunki ε ulush uchun kalit boshiga %2 bit kerak.</translation>
    </message>
    <message>
        <source>Cuckoo</source>
        <translation>Kakku</translation>
    </message>
    <message>
        <source>Lower bound</source>
        <translation>Quyi chegara</translation>
    </message>
</context>
<context>
    <name>DeletionController</name>
    <message>
        <source>Add %1</source>
        <translation>Qoʻshish: %1</translation>
    </message>
    <message>
        <source>Delete %1</source>
        <translation>Oʻchirish: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 is now reported absent because bit(s) %2 were cleared.</source>
        <translation>
            <numerusform>%1 kaliti endi yoʻq deb koʻrsatilmoqda, chunki %2-bit tozalandi.</numerusform>
            <numerusform>%1 kaliti endi yoʻq deb koʻrsatilmoqda, chunki %2-bitlar tozalandi.</numerusform>
        </translation>
    </message>
    <message>
        <source>No other key shared its bits, so nothing else broke this time.</source>
        <translation>Uning bitlaridan boshqa hech bir kalit foydalanmagan, shuning uchun bu safar boshqa hech narsa buzilmadi.</translation>
    </message>
    <message>
        <source>The filter is empty now, and says so.</source>
        <translation>Filtr endi boʻsh va buni toʻgʻri koʻrsatmoqda.</translation>
    </message>
    <message>
        <source>Every remaining key is still found: %1.</source>
        <translation>Qolgan barcha kalitlar hamon topilmoqda: %1.</translation>
    </message>
    <message>
        <source>Reported absent although still added: %1.</source>
        <translation>Hali ham qoʻshilgan boʻlsa-da, yoʻq deb koʻrsatilmoqda: %1.</translation>
    </message>
    <message>
        <source>Deleted %1. The shared bits predicted these losses in the plain filter: %2.</source>
        <translation>%1 oʻchirildi. Umumiy bitlar oddiy filtrdagi quyidagi yoʻqotishlarni oldindan koʻrsatgan edi: %2.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yoʻq</translation>
    </message>
    <message>
        <source>Change counter width</source>
        <translation>Hisoblagich kengligini oʻzgartirish</translation>
    </message>
    <message>
        <source>Plain: %1 bits. Counting with %2-bit counters: %3 bits, %4× as much.</source>
        <translation>Oddiy: %1 bit. %2 bitli hisoblagichli sanovchi: %3 bit, yaʼni %4× koʻp.</translation>
    </message>
    <message>
        <source>Chance that some counter overflows at n = %1 (Fan et al.): at most %2.</source>
        <translation>n = %1 boʻlganda biror hisoblagichning toʻlib ketish ehtimoli (Fan et al.): koʻpi bilan %2.</translation>
    </message>
    <message>
        <source>This demo cannot run: its script is damaged. Nothing changed.</source>
        <translation>Bu namoyishni ishga tushirib boʻlmaydi: uning skripti buzilgan. Hech narsa oʻzgarmadi.</translation>
    </message>
    <message>
        <source>The article&apos;s starting point cannot be loaded: its script is damaged.</source>
        <translation>Maqoladagi boshlangʻich holatni yuklab boʻlmaydi: uning skripti buzilgan.</translation>
    </message>
    <message>
        <source>Reset to the article</source>
        <translation>Maqoladagi holatga qaytarish</translation>
    </message>
    <message>
        <source>%1 is now reported absent: counter %2 is 0. A false negative, although it was added.</source>
        <translation>%1 kaliti endi yoʻq deb koʻrsatilmoqda: %2-hisoblagich 0 ga teng. Kalit qoʻshilgan boʻlsa-da, bu soxta salbiy natija.</translation>
    </message>
    <message>
        <source>%1 is definitely absent: counter %2 is 0.</source>
        <translation>%1 kaliti aniq yoʻq: %2-hisoblagich 0 ga teng.</translation>
    </message>
    <message>
        <source>%1 was removed as often as it was added, yet it is still reported present: its stuck counter can never reach 0. Saturation costs false positives, never false negatives.</source>
        <translation>%1 kaliti necha marta qoʻshilgan boʻlsa, shuncha marta olib tashlandi, lekin u hamon mavjud deb koʻrsatilmoqda: uning qotib qolgan hisoblagichi hech qachon 0 ga yetmaydi. Toʻyinish soxta ijobiylarga olib keladi, soxta salbiylarga esa hech qachon.</translation>
    </message>
    <message>
        <source>%1 was never added, yet every one of its counters is above 0: a false positive.</source>
        <translation>%1 kaliti hech qachon qoʻshilmagan, lekin uning har bir hisoblagichi 0 dan katta: bu soxta ijobiy.</translation>
    </message>
    <message>
        <source>%1 is still found.</source>
        <translation>%1 kaliti hamon topilmoqda.</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Olib tashlash: %1</translation>
    </message>
    <message>
        <source>Nothing changed.</source>
        <translation>Hech narsa oʻzgarmadi.</translation>
    </message>
    <message>
        <source>%1 is removed: its counters go down by one.</source>
        <translation>%1 kaliti olib tashlandi: uning hisoblagichlari bittaga kamayadi.</translation>
    </message>
    <message>
        <source>Removing %1 is accepted: nothing can tell it was never added. Its counters go down by one, and those counters belong to other keys.</source>
        <translation>%1 kalitini olib tashlash qabul qilindi: uning hech qachon qoʻshilmaganini hech narsa aniqlay olmaydi. Uning hisoblagichlari bittaga kamayadi, vaholanki bu hisoblagichlar boshqa kalitlarga tegishli.</translation>
    </message>
    <message>
        <source>Add %1 %2 times</source>
        <translation>%1 kalitini %2 marta qoʻshish</translation>
    </message>
    <message>
        <source>Remove %1 %2 times</source>
        <translation>%1 kalitini %2 marta olib tashlash</translation>
    </message>
    <message>
        <source>%1 removed %2 times: counter %3 stays at %4%5. A stuck counter is never decremented, so it cannot wrap to 0 and cause a false negative.</source>
        <translation>%1 kaliti %2 marta olib tashlandi: %3-hisoblagich %4 qiymatida qolmoqda%5. Qotib qolgan hisoblagich hech qachon kamaytirilmaydi, shuning uchun u aylanib 0 ga tushib, soxta salbiyga sabab boʻla olmaydi.</translation>
    </message>
    <message>
        <source> (each remove reported it stuck)</source>
        <translation> (har bir olib tashlash uni qotib qolgan deb maʼlum qildi)</translation>
    </message>
    <message numerus="yes">
        <source>%n counter(s) stuck at %1, the most a counter holds: overflow has happened. Removing a key through a stuck counter leaves it as it is, so it can no longer reach 0.</source>
        <translation>
            <numerusform>%Ln ta hisoblagich %1 da qotib qoldi, bu hisoblagich sigʻdira oladigan eng katta son: toʻlib ketish yuz berdi. Qotgan hisoblagich orqali kalit oʻchirilsa, u oʻzgarmaydi, shuning uchun endi hech qachon 0 ga tusha olmaydi.</numerusform>
            <numerusform>%Ln ta hisoblagich %1 da qotib qoldi, bu hisoblagich sigʻdira oladigan eng katta son: toʻlib ketish yuz berdi. Qotgan hisoblagich orqali kalit oʻchirilsa, u oʻzgarmaydi, shuning uchun endi hech qachon 0 ga tusha olmaydi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>Sozlamalarni oʻzgartirish</translation>
    </message>
    <message>
        <source>The cuckoo filter refused %1: it is full. The other two filters took it.</source>
        <translation>Kakku filtri %1 kalitini rad etdi: u toʻla. Qolgan ikki filtr uni qabul qildi.</translation>
    </message>
    <message>
        <source>Cuckoo: %1 slots of %2-bit fingerprints, %3 bits, %4 full. When full, at most %5 of the checks for keys never added are false positives (2b/2^f).</source>
        <translation>Kakku: %2 bitli barmoq izlari uchun %1 ta katakcha, %3 bit, %4 qismi toʻlgan. Toʻla boʻlganda hech qachon qoʻshilmagan kalitlar tekshiruvlarining koʻpi bilan %5 qismi soxta ijobiy boʻladi (2b/2^f).</translation>
    </message>
    <message>
        <source>Add %1 to the cuckoo filter</source>
        <translation>%1 kalitini kakku filtriga qoʻshish</translation>
    </message>
    <message>
        <source>%1 is now reported absent by the cuckoo filter although it was added and never removed: a false negative. Its fingerprint, %2, was the one taken away.</source>
        <translation>Kakku filtri endi %1 kalitini yoʻq deb koʻrsatmoqda, vaholanki u qoʻshilgan va hech qachon olib tashlanmagan: bu soxta salbiy natija. Olib tashlangani aynan uning barmoq izi — %2 edi.</translation>
    </message>
    <message>
        <source>%1 is definitely absent from the cuckoo filter.</source>
        <translation>%1 kaliti kakku filtrida aniq yoʻq.</translation>
    </message>
    <message>
        <source>%1 was never added, yet fingerprint %2 is in one of its buckets: a false positive.</source>
        <translation>%1 kaliti hech qachon qoʻshilmagan, lekin %2 barmoq izi uning chelaklaridan birida bor: bu soxta ijobiy.</translation>
    </message>
    <message>
        <source>%1 is still found in the cuckoo filter.</source>
        <translation>%1 kaliti kakku filtrida hamon topilmoqda.</translation>
    </message>
    <message>
        <source>Remove %1 from the cuckoo filter</source>
        <translation>%1 kalitini kakku filtridan olib tashlash</translation>
    </message>
    <message>
        <source>%1 was never added, but its fingerprint %2 and a bucket, %3, match a stored key&apos;s, so the cuckoo filter removed that key&apos;s copy. Now lost: %4.</source>
        <translation>%1 kaliti hech qachon qoʻshilmagan, lekin uning %2 barmoq izi va chelaklaridan biri (%3) saqlangan kalitnikiga mos keladi, shuning uchun kakku filtri oʻsha kalitning nusxasini olib tashladi. Endi yoʻqolganlar: %4.</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>hali yoʻq</translation>
    </message>
    <message>
        <source>Add %1 to the cuckoo filter until it refuses</source>
        <translation>%1 kalitini kakku filtri rad etguncha qoʻshish</translation>
    </message>
    <message numerus="yes">
        <source>%1 added %n more time(s) to the cuckoo filter; then refused.</source>
        <translation>
            <numerusform>%1 kaliti kakku filtriga yana %Ln marta qoʻshildi; soʻng rad etildi.</numerusform>
            <numerusform>%1 kaliti kakku filtriga yana %Ln marta qoʻshildi; soʻng rad etildi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Fill the cuckoo filter</source>
        <translation>Kakku filtrini toʻldirish</translation>
    </message>
    <message numerus="yes">
        <source>Filled with %n generated key(s) until an add ran out of relocations, at a load of %1.</source>
        <translation>
            <numerusform>Biror qoʻshishda koʻchirishlar chegarasi tugaguncha filtr %Ln ta yaratilgan kalit bilan toʻldirildi; toʻlish darajasi: %1.</numerusform>
            <numerusform>Biror qoʻshishda koʻchirishlar chegarasi tugaguncha filtr %Ln ta yaratilgan kalit bilan toʻldirildi; toʻlish darajasi: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>No counters needed: every remaining key is still found.</source>
        <translation>Hisoblagichlar kerak emas: qolgan barcha kalitlar hamon topilmoqda.</translation>
    </message>
    <message>
        <source>Select a key in the list that has not been deleted yet.</source>
        <translation>Roʻyxatdan hali oʻchirilmagan kalitni tanlang.</translation>
    </message>
    <message>
        <source>%1 added %2 times to the counting filter (once to the others): counter %3 reached %4, the most it can hold, and is now stuck.</source>
        <translation>%1 sanovchi filtrga %2 marta qoʻshildi (qolgan ikkitasiga bir marta): %3-hisoblagich sigʻdira oladigan eng katta qiymat %4 ga yetdi va endi qotib qoldi.</translation>
    </message>
</context>
<context>
    <name>DeletionControlsBar</name>
    <message>
        <source>Key</source>
        <translation>Kalit</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Qoʻshish</translation>
    </message>
    <message>
        <source>&amp;Delete selected key</source>
        <translation>Tanlangan kalitni &amp;oʻchirish</translation>
    </message>
    <message>
        <source>Counter width</source>
        <translation>Hisoblagich kengligi</translation>
    </message>
    <message>
        <source>4-bit counters</source>
        <translation>4 bitli hisoblagichlar</translation>
    </message>
    <message>
        <source>8-bit counters</source>
        <translation>8 bitli hisoblagichlar</translation>
    </message>
    <message>
        <source>&amp;Reset to the article</source>
        <translation>&amp;Maqoladagi holatga qaytarish</translation>
    </message>
    <message>
        <source>Another key to add to all three</source>
        <translation>Uchala filtrga qoʻshiladigan yana bir kalit</translation>
    </message>
    <message>
        <source>Delete the key selected in the list from all three filters</source>
        <translation>Roʻyxatda tanlangan kalitni uchala filtrdan oʻchirish</translation>
    </message>
    <message>
        <source>Hazards of deleting</source>
        <translation>Oʻchirish xavflari</translation>
    </message>
    <message>
        <source>Hazards…</source>
        <translation>Xavflar…</translation>
    </message>
    <message>
        <source>4. Cuckoo: remove a key never added</source>
        <translation>4. Kakku: hech qachon qoʻshilmagan kalitni olib tashlash</translation>
    </message>
    <message>
        <source>5. Cuckoo: add one key nine times</source>
        <translation>5. Kakku: bitta kalitni toʻqqiz marta qoʻshish</translation>
    </message>
    <message>
        <source>6. Cuckoo: fill the table</source>
        <translation>6. Kakku: jadvalni toʻldirish</translation>
    </message>
    <message>
        <source>1. Counting: remove a false positive</source>
        <translation>1. Sanovchi: soxta ijobiyni olib tashlash</translation>
    </message>
    <message>
        <source>2. Counting: remove a key never added</source>
        <translation>2. Sanovchi: hech qachon qoʻshilmagan kalitni olib tashlash</translation>
    </message>
    <message>
        <source>3. Counting: saturate a counter</source>
        <translation>3. Sanovchi: hisoblagichni toʻyintirish</translation>
    </message>
</context>
<context>
    <name>DeletionEventsStage</name>
    <message>
        <source>What happened</source>
        <translation>Nima sodir boʻldi</translation>
    </message>
</context>
<context>
    <name>DeletionKeysModel</name>
    <message>
        <source>deleted (still reported!)</source>
        <translation>oʻchirilgan (lekin hamon topilmoqda!)</translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>oʻchirilgan</translation>
    </message>
    <message>
        <source>found</source>
        <translation>topildi</translation>
    </message>
    <message>
        <source>LOST</source>
        <translation>YOʻQOLDI</translation>
    </message>
    <message>
        <source>refused (full)</source>
        <translation>rad etildi (toʻla)</translation>
    </message>
    <message>
        <source>%1 — plain: %2; counting: %3; cuckoo: %4</source>
        <translation>%1 — oddiy: %2; sanovchi: %3; kakku: %4</translation>
    </message>
</context>
<context>
    <name>DeletionKeysStage</name>
    <message>
        <source>Keys</source>
        <translation>Kalitlar</translation>
    </message>
    <message>
        <source>Select the key to delete</source>
        <translation>Oʻchiriladigan kalitni tanlang</translation>
    </message>
</context>
<context>
    <name>DeletionPage</name>
    <message>
        <source>Deletion</source>
        <translation>Oʻchirish</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sessiyani ochish</translation>
    </message>
    <message>
        <source>A plain Bloom filter cannot delete: clearing a key&apos;s bits also clears bits that other keys need. Delete a key below and watch all three filters: the counting filter keeps a counter per bit, the cuckoo filter stores fingerprints it can take out again.</source>
        <translation>Oddiy Bloom filtri oʻchira olmaydi: kalit bitlarini tozalash boshqa kalitlarga kerak boʻlgan bitlarni ham tozalaydi. Quyida biror kalitni oʻchiring va uchala filtrni kuzating: sanovchi filtr har bir bit uchun hisoblagich saqlaydi, kakku filtri esa keyin qayta olib tashlay oladigan barmoq izlarini saqlaydi.</translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ochish…</translation>
    </message>
    <message>
        <source>Open a session (.bloomlab) or a filter (.bloom)</source>
        <translation>Sessiya (.bloomlab) yoki filtr (.bloom) ochish</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Yaqinda ochilganlar</translation>
    </message>
    <message>
        <source>&amp;Save Session</source>
        <translation>&amp;Sessiyani saqlash</translation>
    </message>
    <message>
        <source>Save every page&apos;s settings and keys, to pick up where you left off</source>
        <translation>Keyin toʻxtagan joyingizdan davom ettirish uchun har bir sahifaning sozlamalari va kalitlarini saqlash</translation>
    </message>
    <message>
        <source>Save Session &amp;As…</source>
        <translation>Sessiyani &amp;boshqa nom bilan saqlash…</translation>
    </message>
    <message>
        <source>Save the session under a new name</source>
        <translation>Sessiyani yangi nom bilan saqlash</translation>
    </message>
    <message>
        <source>Save &amp;Filter…</source>
        <translation>&amp;Filtrni saqlash…</translation>
    </message>
    <message>
        <source>Save the Explore page&apos;s filter as a .bloom file</source>
        <translation>Tadqiq sahifasidagi filtrni .bloom fayl sifatida saqlash</translation>
    </message>
    <message>
        <source>Cannot Open File</source>
        <translation>Faylni ochib boʻlmadi</translation>
    </message>
    <message>
        <source>“%1” is empty.</source>
        <translation>“%1” fayli boʻsh.</translation>
    </message>
    <message>
        <source>“%1” is not a BloomLab file: it is neither a session (.bloomlab) nor a filter (.bloom).</source>
        <translation>“%1” BloomLab fayli emas: u na sessiya (.bloomlab), na filtr (.bloom).</translation>
    </message>
    <message>
        <source>Cannot Open Session</source>
        <translation>Sessiyani ochib boʻlmadi</translation>
    </message>
    <message>
        <source>“%1” was not opened, and nothing was changed. %2</source>
        <translation>“%1” ochilmadi va hech narsa oʻzgartirilmadi. %2</translation>
    </message>
    <message>
        <source>Cannot Open Filter</source>
        <translation>Filtrni ochib boʻlmadi</translation>
    </message>
    <message>
        <source>“%1” holds a %2 filter of %3 bits (%4) with %5 hash functions and %6 keys.</source>
        <translation>“%1” faylida %3 bitli (%4) %2 filtr bor: %5 ta xesh funksiyasi va %6 ta kalit.</translation>
    </message>
    <message>
        <source>classic</source>
        <translation>klassik</translation>
    </message>
    <message>
        <source>counting</source>
        <translation>sanovchi</translation>
    </message>
    <message>
        <source>%1 of its bits are set, so a key that was never added tests positive with probability %2.</source>
        <translation>Uning bitlarining %1 qismi oʻrnatilgan, shuning uchun hech qachon qoʻshilmagan kalit %2 ehtimol bilan mavjud deb topiladi.</translation>
    </message>
    <message>
        <source>Filter File</source>
        <translation>Filtr fayli</translation>
    </message>
    <message>
        <source>Cannot Save Session</source>
        <translation>Sessiyani saqlab boʻlmadi</translation>
    </message>
    <message>
        <source>Cannot Save Filter</source>
        <translation>Filtrni saqlab boʻlmadi</translation>
    </message>
    <message>
        <source>Save Session?</source>
        <translation>Sessiya saqlansinmi?</translation>
    </message>
    <message>
        <source>Save this session before closing? Otherwise the keys and settings of every page are lost.</source>
        <translation>Yopishdan oldin bu sessiya saqlansinmi? Aks holda har bir sahifaning kalitlari va sozlamalari yoʻqoladi.</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>&amp;Clear List</source>
        <translation>&amp;Roʻyxatni tozalash</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ochish</translation>
    </message>
    <message>
        <source>BloomLab files (*.bloomlab *.bloom);;Sessions (*.bloomlab);;Filters (*.bloom);;All files (*)</source>
        <translation>BloomLab fayllari (*.bloomlab *.bloom);;Sessiyalar (*.bloomlab);;Filtrlar (*.bloom);;Barcha fayllar (*)</translation>
    </message>
    <message>
        <source>session</source>
        <translation>sessiya</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>Sessiyani saqlash</translation>
    </message>
    <message>
        <source>Sessions (*.bloomlab)</source>
        <translation>Sessiyalar (*.bloomlab)</translation>
    </message>
    <message>
        <source>Save Filter</source>
        <translation>Filtrni saqlash</translation>
    </message>
    <message>
        <source>filter</source>
        <translation>filtr</translation>
    </message>
    <message>
        <source>Filters (*.bloom)</source>
        <translation>Filtrlar (*.bloom)</translation>
    </message>
    <message>
        <source>“%1” holds a cuckoo filter of %2 buckets of %3 fingerprints of %4 bits (%5) with %6 keys. It is %7 full, so a key that was never added tests positive with probability about %8. The teaching pages show Bloom filters only.</source>
        <translation>“%1” faylida kakku filtri (%5) bor: %2 ta chelak, har birida %4 bitli %3 ta barmoq izi va %6 ta kalit. Uning %7 qismi toʻlgan, shuning uchun hech qachon qoʻshilmagan kalit taxminan %8 ehtimol bilan mavjud deb topiladi. Oʻquv sahifalarida faqat Bloom filtrlari koʻrsatiladi.</translation>
    </message>
</context>
<context>
    <name>Drills</name>
    <message>
        <source>m = −n · ln p / (ln 2)² = −%1 · ln %2 / 0.4805 ≈ %3 bits.</source>
        <translation>m = −n · ln p / (ln 2)² = −%1 · ln %2 / 0,4805 ≈ %3 bit.</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2. How many hash functions give the lowest rate for the bits that takes?</source>
        <translation>Filtr %1 ta kalitni saqlashi, soxta ijobiylar ulushi esa %2 boʻlishi kerak. Buning uchun kerakli bitlar bilan nechta xesh funksiyasi eng past ulushni beradi?</translation>
    </message>
    <message>
        <source>k = (m/n) · ln 2 = %1 · 0.693, rounded: %2.</source>
        <translation>k = (m/n) · ln 2 = %1 · 0,693, yaxlitlanganda: %2.</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2, with the best k. How many megabytes (1 MB = 1,000,000 bytes) does it take?</source>
        <translation>Filtr eng yaxshi k bilan %1 ta kalitni saqlashi, soxta ijobiylar ulushi esa %2 boʻlishi kerak. U necha megabayt (1 MB = 1&#xa0;000&#xa0;000 bayt) joy egallaydi?</translation>
    </message>
    <message>
        <source>Divided by 8 bits per byte and 1,000,000 bytes per MB: about %1 MB.</source>
        <translation>Bayt boshiga 8 bit va MB boshiga 1&#xa0;000&#xa0;000 bayt hisobidan boʻlinganda: taxminan %1 MB.</translation>
    </message>
    <message>
        <source>A filter must hold %1 keys with a false-positive rate of %2, with the best k. How many bits does it need?</source>
        <translation>Filtr eng yaxshi k bilan %1 ta kalitni saqlashi, soxta ijobiylar ulushi esa %2 boʻlishi kerak. Unga necha bit kerak?</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits with k = %2 hashes holds n = %3 keys. What is its false-positive rate, by the formula (1 − e^(−kn/m))^k?</source>
        <translation>m = %1 bit va k = %2 xeshli filtrda n = %3 ta kalit bor. (1 − e^(−kn/m))^k formulasi boʻyicha uning soxta ijobiylar ulushi qancha?</translation>
    </message>
    <message>
        <source>kn/m = %1, e^(−%1) = %2, 1 − %2 = %3, and %3 to the power %4 ≈ %5.</source>
        <translation>kn/m = %1, e^(−%1) = %2, 1 − %2 = %3 va %3 ning %4-darajasi ≈ %5.</translation>
    </message>
    <message>
        <source>About how many bits per key does a filter need for a false-positive rate of %1, with the best k?</source>
        <translation>Eng yaxshi k bilan %1 soxta ijobiylar ulushi uchun filtrga kalit boshiga taxminan necha bit kerak?</translation>
    </message>
    <message>
        <source>m/n = −ln p / (ln 2)² = %1 / 0.4805 ≈ %2 bits per key.</source>
        <translation>m/n = −ln p / (ln 2)² = %1 / 0,4805 ≈ kalit boshiga %2 bit.</translation>
    </message>
    <message>
        <source>A plain filter of %1 bits becomes a counting filter with a 4-bit counter in place of each bit. How much memory does the counting filter take?</source>
        <translation>%1 bitli oddiy filtr har bir bit oʻrniga 4 bitli hisoblagichi bor sanovchi filtrga aylantiriladi. Sanovchi filtr qancha xotira egallaydi?</translation>
    </message>
    <message>
        <source>4 bits per position instead of 1: %1 bits, that is %2.</source>
        <translation>Har bir pozitsiyaga 1 emas, 4 bit: %1 bit, yaʼni %2.</translation>
    </message>
    <message>
        <source>A filter has m = %1 bits and k = %2 hashes. How many keys can it take before its false-positive rate passes %3?</source>
        <translation>Filtrda m = %1 bit va k = %2 xesh bor. Soxta ijobiylar ulushi %3 dan oshguncha unga nechta kalit sigʻadi?</translation>
    </message>
    <message>
        <source>Solve (1 − e^(−kn/m))^k = p for n: n = −(m/k) · ln(1 − p^(1/k)) ≈ %1 keys.</source>
        <translation>(1 − e^(−kn/m))^k = p tenglamasini n ga nisbatan yechsak: n = −(m/k) · ln(1 − p^(1/k)) ≈ %1 ta kalit.</translation>
    </message>
    <message>
        <source>%1 bits (%2)</source>
        <translation>%1 bit (%2)</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits holds n = %2 keys, with the best k. What is its false-positive rate?</source>
        <translation>m = %1 bitli filtr eng yaxshi k bilan n = %2 ta kalitni saqlaydi. Uning soxta ijobiylar ulushi qancha?</translation>
    </message>
    <message>
        <source>k = (m/n) · ln 2, rounded: %1; then (1 − e^(−kn/m))^k ≈ %2.</source>
        <translation>k = (m/n) · ln 2, yaxlitlanganda: %1; soʻng (1 − e^(−kn/m))^k ≈ %2.</translation>
    </message>
    <message>
        <source>A filter of m = %1 bits must keep its false-positive rate at %2, with the best k. How many keys can it hold?</source>
        <translation>m = %1 bitli filtr eng yaxshi k bilan soxta ijobiylar ulushini %2 da saqlashi kerak. U nechta kalitni sigʻdira oladi?</translation>
    </message>
    <message>
        <source>n = −m · (ln 2)² / ln p ≈ %1 keys, with k = %2.</source>
        <translation>n = −m · (ln 2)² / ln p ≈ %1 ta kalit, k = %2 bilan.</translation>
    </message>
    <message>
        <source>Type your answer as a number, in digits.</source>
        <translation>Javobingizni son bilan, raqamlarda yozing.</translation>
    </message>
    <message>
        <source>Type a size in bits, or with a unit: kB, MB, GB, KiB, MiB or GiB.</source>
        <translation>Hajmni bitlarda yoki birlik bilan yozing: kB, MB, GB, KiB, MiB yoki GiB.</translation>
    </message>
    <message>
        <source>Type a number of keys, in digits, or with a word: thousand, million, billion.</source>
        <translation>Kalitlar sonini raqamlarda yoki inglizcha soʻz bilan yozing: thousand, million, billion.</translation>
    </message>
    <message>
        <source>Type a rate as a percentage, a fraction, or “1 in” a number.</source>
        <translation>Ulushni foizda, kasr koʻrinishida yoki «1 in» va undan keyin son bilan yozing.</translation>
    </message>
    <message>
        <source>Type a number of megabytes, or a size with its unit.</source>
        <translation>Megabaytlar sonini yoki hajmni birligi bilan yozing.</translation>
    </message>
</context>
<context>
    <name>ErrorMessages</name>
    <message>
        <source>A filter needs at least one bit (m must be 1 or more).</source>
        <translation>Filtrga kamida bitta bit kerak (m kamida 1 boʻlishi shart).</translation>
    </message>
    <message>
        <source>A filter needs at least one hash function (k must be 1 or more).</source>
        <translation>Filtrga kamida bitta xesh funksiyasi kerak (k kamida 1 boʻlishi shart).</translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported; %2 were asked for.</source>
        <translation>Koʻpi bilan %1 ta xesh funksiyasi qoʻllab-quvvatlanadi; %2 ta soʻraldi.</translation>
    </message>
    <message>
        <source>A probability must lie strictly between 0 and 1, such as 0.01 or 1%.</source>
        <translation>Ehtimollik qatʼiy ravishda 0 va 1 oraligʻida boʻlishi kerak, masalan, 0.01 yoki 1%.</translation>
    </message>
    <message>
        <source>The number of keys must be at least 1.</source>
        <translation>Kalitlar soni kamida 1 boʻlishi kerak.</translation>
    </message>
    <message>
        <source>A value is outside the range this setting allows.</source>
        <translation>Qiymat ushbu sozlama ruxsat bergan oraliqdan tashqarida.</translation>
    </message>
    <message>
        <source>Type a key first: an empty key cannot be added or checked.</source>
        <translation>Avval kalit kiriting: boʻsh kalitni qoʻshib ham, tekshirib ham boʻlmaydi.</translation>
    </message>
    <message>
        <source>This key is %1; keys can be at most %2.</source>
        <translation>Bu kalit hajmi %1; kalit hajmi koʻpi bilan %2 boʻlishi mumkin.</translation>
    </message>
    <message>
        <source>This filter needs %1; %2 is available.</source>
        <translation>Bu filtrga %1 kerak; mavjudi esa %2.</translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle (%1 where the limit is %2).</source>
        <translation>Bu BloomLab ishlay oladigan hajmdan juda katta (%1, chegara esa %2).</translation>
    </message>
    <message>
        <source>These filters cannot be combined: they differ in size, hash count or hashing.</source>
        <translation>Bu filtrlarni birlashtirib boʻlmaydi: ularning oʻlchami, xeshlar soni yoki xeshlash usuli farq qiladi.</translation>
    </message>
    <message>
        <source>Refused: at least one of this key&apos;s counters is 0, so the key is definitely not in the filter.</source>
        <translation>Rad etildi: bu kalitning kamida bitta hisoblagichi 0 ga teng, demak, kalit filtrda aniq yoʻq.</translation>
    </message>
    <message>
        <source>These two values do not determine the others.</source>
        <translation>Bu ikki qiymat qolganlarini aniqlab bermaydi.</translation>
    </message>
    <message>
        <source>Enter exactly two of n, p, m and k.</source>
        <translation>n, p, m va k dan aynan ikkitasini kiriting.</translation>
    </message>
    <message>
        <source>A filter with the article&apos;s scripted positions cannot be saved; choose a real hash scheme first.</source>
        <translation>Maqoladagi oldindan belgilangan pozitsiyalardan foydalanadigan filtrni saqlab boʻlmaydi; avval haqiqiy xesh sxemasini tanlang.</translation>
    </message>
    <message>
        <source>The file is cut short: it ends before the filter does.</source>
        <translation>Fayl toʻliq emas: u filtr maʼlumotlari tugamasdan oldin tugaydi.</translation>
    </message>
    <message>
        <source>This is not a BloomLab filter file.</source>
        <translation>Bu BloomLab filtr fayli emas.</translation>
    </message>
    <message>
        <source>This filter file is version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation>Bu filtr fayli %1-versiyada; ushbu BloomLab esa %2-versiyani oʻqiydi. Fayl BloomLab dasturining yangiroq versiyasida yaratilgan boʻlishi mumkin.</translation>
    </message>
    <message>
        <source>The file holds a kind of filter this BloomLab does not know.</source>
        <translation>Faylda ushbu BloomLab tanimaydigan turdagi filtr bor.</translation>
    </message>
    <message>
        <source>The file holds a different kind of filter than the one asked for.</source>
        <translation>Faylda soʻralganidan boshqa turdagi filtr bor.</translation>
    </message>
    <message>
        <source>The file uses a hash scheme this BloomLab does not know.</source>
        <translation>Fayl ushbu BloomLab tanimaydigan xesh sxemasidan foydalanadi.</translation>
    </message>
    <message>
        <source>The file is damaged: its checksum does not match its contents. Nothing was loaded.</source>
        <translation>Fayl shikastlangan: nazorat yigʻindisi uning tarkibiga mos kelmaydi. Hech narsa yuklanmadi.</translation>
    </message>
    <message>
        <source>The file is damaged: its sizes do not agree with each other. Nothing was loaded.</source>
        <translation>Fayl shikastlangan: undagi oʻlchamlar bir-biriga mos kelmaydi. Hech narsa yuklanmadi.</translation>
    </message>
    <message>
        <source>The text is not a valid encoding of this filter&apos;s bits.</source>
        <translation>Bu matn ushbu filtr bitlarining yaroqli kodlanishi emas.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Bekor qilindi.</translation>
    </message>
    <message>
        <source>Something went wrong (%1).</source>
        <translation>Nimadir notoʻgʻri ketdi (%1).</translation>
    </message>
    <message>
        <source>The file is larger than any session can be (%1).</source>
        <translation>Fayl sessiya uchun mumkin boʻlgan eng katta hajmdan (%1) katta.</translation>
    </message>
    <message>
        <source>The file is damaged or cut short: its JSON breaks at character %1 (%2).</source>
        <translation>Fayl shikastlangan yoki toʻliq emas: undagi JSON %1-belgida buzilgan (%2).</translation>
    </message>
    <message>
        <source>The file is JSON, but not a BloomLab session.</source>
        <translation>Fayl JSON formatida, lekin BloomLab sessiyasi emas.</translation>
    </message>
    <message>
        <source>This session is format version %1; this BloomLab reads version %2. It may come from a newer BloomLab.</source>
        <translation>Bu sessiya formati %1-versiyada; ushbu BloomLab esa %2-versiyani oʻqiydi. Sessiya BloomLab dasturining yangiroq versiyasida yaratilgan boʻlishi mumkin.</translation>
    </message>
    <message>
        <source>The value “%1” is missing.</source>
        <translation>“%1” qiymati yoʻq.</translation>
    </message>
    <message>
        <source>The value “%1” has the wrong type or form.</source>
        <translation>“%1” qiymatining turi yoki shakli notoʻgʻri.</translation>
    </message>
    <message>
        <source>The value “%1” is outside its range, %2 to %3.</source>
        <translation>“%1” qiymati ruxsat etilgan oraliqdan (%2 dan %3 gacha) tashqarida.</translation>
    </message>
    <message>
        <source>The key “%1” is empty or longer than %2.</source>
        <translation>“%1” kaliti boʻsh yoki %2 dan uzun.</translation>
    </message>
    <message>
        <source>“%1” lists more than %2 keys.</source>
        <translation>“%1” roʻyxatida %2 tadan ortiq kalit bor.</translation>
    </message>
    <message>
        <source>“%1” names a hash scheme this BloomLab does not know.</source>
        <translation>“%1” ushbu BloomLab tanimaydigan xesh sxemasini koʻrsatadi.</translation>
    </message>
    <message>
        <source>“%1” names a page this BloomLab does not have.</source>
        <translation>“%1” ushbu BloomLab dasturida yoʻq sahifani koʻrsatadi.</translation>
    </message>
    <message>
        <source>The stored contents at “%1” do not fit the filter&apos;s size or settings.</source>
        <translation>“%1” manzilida saqlangan maʼlumotlar filtr oʻlchami yoki sozlamalariga mos kelmaydi.</translation>
    </message>
    <message>
        <source>The session is not valid.</source>
        <translation>Sessiya yaroqsiz.</translation>
    </message>
    <message>
        <source>This is too large for BloomLab to handle.</source>
        <translation>Bu BloomLab ishlay oladigan hajmdan juda katta.</translation>
    </message>
    <message>
        <source>The cuckoo filter is full: a key already waits in its victim slot. Remove a key to make room.</source>
        <translation>Kakku filtri toʻldi: bitta kalit allaqachon uning zaxira katakchasida (victim slot) kutib turibdi. Joy boʻshatish uchun biror kalitni olib tashlang.</translation>
    </message>
    <message>
        <source>Refused: this key&apos;s buckets already hold %1 copies of its fingerprint, as many as they can.</source>
        <translation>Rad etildi: bu kalitning chelaklarida uning barmoq izining %1 ta nusxasi allaqachon bor, bu ular sigʻdira oladigan eng koʻp son.</translation>
    </message>
</context>
<context>
    <name>ExperimentJobRow</name>
    <message>
        <source>Cancel</source>
        <translation>Bekor qilish</translation>
    </message>
</context>
<context>
    <name>ExploreArrayStage</name>
    <message>
        <source>The filter&apos;s bits. Arrow keys move between cells.</source>
        <translation>Filtr bitlari. Katakchalar orasida strelka tugmalari bilan harakatlaning.</translation>
    </message>
    <message>
        <source>Filter shown</source>
        <translation>Koʻrsatilgan filtr</translation>
    </message>
    <message>
        <source>Bit array</source>
        <translation>Bitlar massivi</translation>
    </message>
    <message>
        <source>Cuckoo filter</source>
        <translation>Kakku filtri</translation>
    </message>
    <message>
        <source>The same keys in a cuckoo filter: adds and checks play through its buckets</source>
        <translation>Xuddi shu kalitlar kakku filtrida: qoʻshish va tekshirish uning chelaklarida namoyish etiladi</translation>
    </message>
</context>
<context>
    <name>ExploreController</name>
    <message>
        <source>The search was cancelled.</source>
        <translation>Qidiruv bekor qilindi.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Qoʻshish: %1</translation>
    </message>
    <message numerus="yes">
        <source>Add %n random key(s)</source>
        <translation>
            <numerusform>%Ln ta tasodifiy kalit qoʻshish</numerusform>
            <numerusform>%Ln ta tasodifiy kalit qoʻshish</numerusform>
        </translation>
    </message>
    <message>
        <source>No bit is set yet, so no key can be a false positive. Add some keys first.</source>
        <translation>Hali birorta ham bit oʻrnatilmagan, shuning uchun hech bir kalit soxta ijobiy boʻla olmaydi. Avval bir nechta kalit qoʻshing.</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Qidirilmoqda…</translation>
    </message>
    <message>
        <source>Searching… %1 candidates tried.</source>
        <translation>Qidirilmoqda… %1 ta nomzod kalit sinab koʻrildi.</translation>
    </message>
    <message>
        <source>No false positive in %1 candidates; at this fill one would expect one in about %2.</source>
        <translation>%1 ta nomzod orasida soxta ijobiy topilmadi; bu toʻlganlik darajasida taxminan har %2 tadan bittasi kutiladi.</translation>
    </message>
    <message>
        <source>Found %1 after %2 candidates. With %3 of %4 bits set, one in about %5 new keys is a false positive.</source>
        <translation>%2 ta nomzoddan soʻng %1 topildi. %4 ta bitdan %3 tasi oʻrnatilganda taxminan har %5 ta yangi kalitdan bittasi soxta ijobiy boʻladi.</translation>
    </message>
    <message>
        <source>Load %1</source>
        <translation>Yuklash: %1</translation>
    </message>
    <message>
        <source>Change settings</source>
        <translation>Sozlamalarni oʻzgartirish</translation>
    </message>
    <message>
        <source>Press Space or Play for the next step.</source>
        <translation>Keyingi qadam uchun Space tugmasini yoki Ijro tugmasini bosing.</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Bekor qilindi: %1.</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>Qaytarildi: %1.</translation>
    </message>
    <message>
        <source>Load bits from text</source>
        <translation>Bitlarni matndan yuklash</translation>
    </message>
    <message>
        <source>Loaded the bits from text. The keys that set them are not known, because a Bloom filter does not store its keys. Check a key to ask the filter.</source>
        <translation>Bitlar matndan yuklandi. Ularni qaysi kalitlar oʻrnatgani nomaʼlum, chunki Bloom filtri oʻz kalitlarini saqlamaydi. Filtrdan soʻrash uchun biror kalitni tekshiring.</translation>
    </message>
    <message>
        <source>The same keys in a cuckoo filter: %1 buckets of 4 slots, %2-bit fingerprints, %3 full.</source>
        <translation>Xuddi shu kalitlar kakku filtrida: 4 katakchali %1 ta chelak, %2 bitli barmoq izlari, %3 qismi toʻlgan.</translation>
    </message>
    <message numerus="yes">
        <source>It is full: %n key(s) were refused, which the bit array still took.</source>
        <translation>
            <numerusform>U toʻla: %Ln ta kalit rad etildi, bitlar massivi esa ularni baribir qabul qildi.</numerusform>
            <numerusform>U toʻla: %Ln ta kalit rad etildi, bitlar massivi esa ularni baribir qabul qildi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Who set its bits:</source>
        <comment>heading over a line per bit; one bit when k = 1</comment>
        <translation>
            <numerusform>Bitini qaysi kalitlar oʻrnatgan:</numerusform>
            <numerusform>Bitlarini qaysi kalitlar oʻrnatgan:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n random key(s). Select one in the list to see where the filter put it.</source>
        <translation>
            <numerusform>%Ln ta tasodifiy kalit qoʻshildi. Filtr uni qayerga joylaganini koʻrish uchun roʻyxatdan birini tanlang.</numerusform>
            <numerusform>%Ln ta tasodifiy kalit qoʻshildi. Filtr uni qayerga joylaganini koʻrish uchun roʻyxatdan birini tanlang.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExplorePage</name>
    <message>
        <source>Explore</source>
        <translation>Tadqiq</translation>
    </message>
    <message>
        <source>Export the bit array</source>
        <translation>Bitlar massivini eksport qilish</translation>
    </message>
    <message>
        <source>bloom-filter.png</source>
        <translation>bloom-filter.png</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message numerus="yes">
        <source>Bloom filter: %n bit(s)</source>
        <translation>
            <numerusform>Bloom filtri: %Ln bit</numerusform>
            <numerusform>Bloom filtri: %Ln bit</numerusform>
        </translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sessiyani ochish</translation>
    </message>
    <message>
        <source>This worked example places its keys by script, which a .bloom file cannot hold. Save the session instead, or pick a hash scheme first.</source>
        <translation>Bu namunaviy misol kalitlarini oldindan belgilangan pozitsiyalarga joylaydi, buni esa .bloom faylida saqlab boʻlmaydi. Uning oʻrniga sessiyani saqlang yoki avval xesh sxemasini tanlang.</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Ochish: %1</translation>
    </message>
    <message>
        <source>Opened “%1”: its bits are shown, but not the keys that set them, because a Bloom filter does not store its keys. Check a key to ask the filter.</source>
        <translation>“%1” ochildi: uning bitlari koʻrsatilgan, lekin ularni oʻrnatgan kalitlar koʻrsatilmagan, chunki Bloom filtri oʻz kalitlarini saqlamaydi. Filtrdan soʻrash uchun biror kalitni tekshiring.</translation>
    </message>
    <message>
        <source>The Explore page draws classic filters of up to %1 bits and %2 hash functions, so this one is described here rather than drawn.</source>
        <translation>Tadqiq sahifasi koʻpi bilan %1 bitli va %2 ta xesh funksiyali klassik filtrlarni chiza oladi, shuning uchun bu filtr chizilmadi, balki shu yerda tavsiflandi.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Kalitlar</translation>
    </message>
    <message>
        <source>As text</source>
        <translation>Matn koʻrinishida</translation>
    </message>
</context>
<context>
    <name>ExploreSettingsBar</name>
    <message>
        <source>Worked example</source>
        <translation>Namunaviy misol</translation>
    </message>
    <message>
        <source>Examples…</source>
        <translation>Misollar…</translation>
    </message>
    <message>
        <source>Replay a worked example from the articles, step by step</source>
        <translation>Maqolalardagi namunaviy misolni qadamma-qadam qayta koʻrsatish</translation>
    </message>
    <message>
        <source>Bits (m)</source>
        <translation>Bitlar (m)</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>Xeshlar (k)</translation>
    </message>
    <message>
        <source>Hash scheme</source>
        <translation>Xesh sxemasi</translation>
    </message>
    <message>
        <source>Enhanced double (XXH3)</source>
        <translation>Takomillashgan ikki karrali (XXH3)</translation>
    </message>
    <message>
        <source>Plain double (XXH3)</source>
        <translation>Oddiy ikki karrali (XXH3)</translation>
    </message>
    <message>
        <source>Article: h·31 + byte</source>
        <translation>Maqola: h·31 + bayt</translation>
    </message>
    <message>
        <source>Article&apos;s positions</source>
        <translation>Maqoladagi pozitsiyalar</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Boshlangʻich qiymat</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>Ya&amp;ngi</translation>
    </message>
    <message>
        <source>New random seed</source>
        <translation>Yangi tasodifiy boshlangʻich qiymat</translation>
    </message>
    <message>
        <source>Draw a new secret random seed</source>
        <translation>Yangi maxfiy tasodifiy boshlangʻich qiymat olish</translation>
    </message>
    <message>
        <source>&amp;Bits (m):</source>
        <translation>&amp;Bitlar (m):</translation>
    </message>
    <message>
        <source>Hash &amp;scheme:</source>
        <translation>Xesh &amp;sxemasi:</translation>
    </message>
    <message>
        <source>See&amp;d:</source>
        <translation>B&amp;oshlangʻich qiymat:</translation>
    </message>
    <message>
        <source>A seed is a whole number from 0 to %1.</source>
        <translation>Boshlangʻich qiymat 0 dan %1 gacha boʻlgan butun son boʻlishi kerak.</translation>
    </message>
    <message>
        <source>Enhanced, unmixed (0.1)</source>
        <translation>Takomillashgan, aralashtirilmagan (0.1)</translation>
    </message>
    <message>
        <source>Hashes (&amp;k):</source>
        <translation>&amp;Xeshlar (k):</translation>
    </message>
    <message>
        <source>The hash seed, %1: secret and random at start. Type one to repeat a demo exactly.</source>
        <translation>Xeshning boshlangʻich qiymati (seed), %1: ishga tushishda maxfiy va tasodifiy. Namoyishni aynan takrorlash uchun boshlangʻich qiymatni kiriting.</translation>
    </message>
</context>
<context>
    <name>FeedBar</name>
    <message>
        <source>Feed keys:</source>
        <translation>Kalit qoʻshish:</translation>
    </message>
    <message>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <source>Add %1 new keys to both filters</source>
        <translation>Ikkala filtrga %1 ta yangi kalit qoʻshish</translation>
    </message>
    <message>
        <source>Keep adding keys until you stop it or the lesson&apos;s limit is reached</source>
        <translation>Siz toʻxtatmaguningizcha yoki dars chegarasiga yetilmaguncha kalit qoʻshishda davom etish</translation>
    </message>
    <message>
        <source>Feed c&amp;ontinuously</source>
        <translation>&amp;Uzluksiz qoʻshish</translation>
    </message>
</context>
<context>
    <name>FileStore</name>
    <message>
        <source>Could not save “%1”: %2. Nothing was changed.</source>
        <translation>“%1” faylini saqlab boʻlmadi: %2. Hech narsa oʻzgartirilmadi.</translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation>diskda boʻsh joy qolmadi</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2. The previous file is unchanged.</source>
        <translation>“%1” faylini saqlab boʻlmadi: %2. Avvalgi fayl oʻzgarishsiz qoldi.</translation>
    </message>
    <message>
        <source>“%1” does not exist any more.</source>
        <translation>“%1” endi mavjud emas.</translation>
    </message>
    <message>
        <source>“%1” is a folder, not a file.</source>
        <translation>“%1” fayl emas, jild.</translation>
    </message>
    <message>
        <source>“%1” is %2, more than any BloomLab file can be (%3).</source>
        <translation>“%1” hajmi %2, bu BloomLab fayli uchun mumkin boʻlgan eng katta hajmdan (%3) koʻp.</translation>
    </message>
    <message>
        <source>Could not open “%1”: %2.</source>
        <translation>“%1” faylini ochib boʻlmadi: %2.</translation>
    </message>
    <message>
        <source>“%1” is more than any BloomLab file can be (%2).</source>
        <translation>“%1” hajmi BloomLab fayli uchun mumkin boʻlgan eng katta hajmdan (%2) koʻp.</translation>
    </message>
</context>
<context>
    <name>FilterColumnStage</name>
    <message>
        <source>Plain Bloom filter</source>
        <translation>Oddiy Bloom filtri</translation>
    </message>
    <message>
        <source>Counting Bloom filter</source>
        <translation>Sanovchi Bloom filtri</translation>
    </message>
    <message>
        <source>Delete clears the key&apos;s bits</source>
        <translation>Oʻchirish kalit bitlarini tozalaydi</translation>
    </message>
    <message>
        <source>Remove lowers the key&apos;s counters by one</source>
        <translation>Olib tashlash kalit hisoblagichlarini bittaga kamaytiradi</translation>
    </message>
    <message>
        <source>Plain filter bits</source>
        <translation>Oddiy filtr bitlari</translation>
    </message>
    <message>
        <source>Counting filter counters</source>
        <translation>Sanovchi filtr hisoblagichlari</translation>
    </message>
</context>
<context>
    <name>FilterText</name>
    <message>
        <source>Binary</source>
        <translation>Ikkilik kod</translation>
    </message>
    <message>
        <source>Hexadecimal</source>
        <translation>Oʻn oltilik kod</translation>
    </message>
    <message>
        <source>Base64</source>
        <translation>Base64</translation>
    </message>
    <message>
        <source>Decimal number</source>
        <translation>Oʻnlik son</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a binary digit: binary uses only 0 and 1.</source>
        <translation>%1-belgi (%2) ikkilik raqam emas: ikkilik kodda faqat 0 va 1 ishlatiladi.</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a hexadecimal digit: hexadecimal uses only 0–9 and a–f (or A–F).</source>
        <translation>%1-belgi (%2) oʻn oltilik raqam emas: oʻn oltilik kodda faqat 0–9 va a–f (yoki A–F) ishlatiladi.</translation>
    </message>
    <message>
        <source>Character %1, %2, is not used in Base64, which has only A–Z, a–z, 0–9, + and /, with = as padding at the end.</source>
        <translation>%1-belgi (%2) Base64 da ishlatilmaydi: unda faqat A–Z, a–z, 0–9, + va / bor, oxirida esa toʻldiruvchi sifatida = keladi.</translation>
    </message>
    <message>
        <source>Character %1, %2, is not a digit: a decimal number uses only 0–9.</source>
        <translation>%1-belgi (%2) raqam emas: oʻnlik sonda faqat 0–9 raqamlari ishlatiladi.</translation>
    </message>
    <message>
        <source>The box is empty: paste or type the filter&apos;s bits as text first.</source>
        <translation>Maydon boʻsh: avval filtr bitlarini matn sifatida joylang yoki kiriting.</translation>
    </message>
    <message numerus="yes">
        <source>The binary form of this filter has exactly %Ln digit(s), one for each bit; this text has %1.</source>
        <translation>
            <numerusform>Bu filtrning ikkilik koʻrinishi aynan %Ln ta raqamdan iborat, har bir bit uchun bittadan; bu matnda esa %1 ta.</numerusform>
            <numerusform>Bu filtrning ikkilik koʻrinishi aynan %Ln ta raqamdan iborat, har bir bit uchun bittadan; bu matnda esa %1 ta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The hexadecimal form of this filter has exactly %Ln digit(s), two for each of its bytes; this text has %1.</source>
        <translation>
            <numerusform>Bu filtrning oʻn oltilik koʻrinishi aynan %Ln ta raqamdan iborat, har bir bayti uchun ikkitadan; bu matnda esa %1 ta.</numerusform>
            <numerusform>Bu filtrning oʻn oltilik koʻrinishi aynan %Ln ta raqamdan iborat, har bir bayti uchun ikkitadan; bu matnda esa %1 ta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The Base64 form of this filter has exactly %Ln character(s), four for every three of its bytes; this text has %1.</source>
        <translation>
            <numerusform>Bu filtrning Base64 koʻrinishi aynan %Ln ta belgidan iborat, har uch bayti uchun toʻrttadan; bu matnda esa %1 ta.</numerusform>
            <numerusform>Bu filtrning Base64 koʻrinishi aynan %Ln ta belgidan iborat, har uch bayti uchun toʻrttadan; bu matnda esa %1 ta.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Base64 form of this filter has no = padding: its bytes fill whole groups of three.</source>
        <translation>Bu filtrning Base64 koʻrinishida = toʻldiruvchisi boʻlmaydi: uning baytlari toʻliq uchtalik guruhlarga boʻlinadi.</translation>
    </message>
    <message numerus="yes">
        <source>The Base64 form of this filter ends in exactly %Ln = sign(s) of padding, and has no = anywhere else.</source>
        <translation>
            <numerusform>Bu filtrning Base64 koʻrinishi aynan %Ln ta = toʻldiruvchi belgisi bilan tugaydi, boshqa joyda esa = boʻlmaydi.</numerusform>
            <numerusform>Bu filtrning Base64 koʻrinishi aynan %Ln ta = toʻldiruvchi belgisi bilan tugaydi, boshqa joyda esa = boʻlmaydi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This number is too large for a filter of %Ln bit(s): it must be less than 2 to the power %1.</source>
        <translation>
            <numerusform>Bu son %Ln bitli filtr uchun juda katta: u 2 ning %1-darajasidan kichik boʻlishi kerak.</numerusform>
            <numerusform>Bu son %Ln bitli filtr uchun juda katta: u 2 ning %1-darajasidan kichik boʻlishi kerak.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The text sets the bit at position %1, but this filter&apos;s %Ln bit(s) are at positions 0 to %2.</source>
        <translation>
            <numerusform>Matn %1-pozitsiyadagi bitni oʻrnatadi, lekin bu filtrning %Ln ta biti 0 dan %2 gacha boʻlgan pozitsiyalarda joylashgan.</numerusform>
            <numerusform>Matn %1-pozitsiyadagi bitni oʻrnatadi, lekin bu filtrning %Ln ta biti 0 dan %2 gacha boʻlgan pozitsiyalarda joylashgan.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FilterTextPanel</name>
    <message>
        <source>&amp;Load</source>
        <translation>Yuk&amp;lash</translation>
    </message>
    <message>
        <source>The same bits as text: a server can send the filter to a client as one number, and the client then checks keys on its own.</source>
        <translation>Oʻsha bitlar matn koʻrinishida: server filtrni mijozga bitta son sifatida yuborishi mumkin, soʻng mijoz kalitlarni oʻzi tekshiradi.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Nusxalash</translation>
    </message>
    <message>
        <source>Copy %1</source>
        <comment>a button&apos;s name for screen readers; %1 is a form such as Binary</comment>
        <translation>Nusxalash: %1</translation>
    </message>
    <message>
        <source>Copy this text to the clipboard</source>
        <translation>Bu matnni almashuv buferiga nusxalash</translation>
    </message>
    <message>
        <source>Load bits from text</source>
        <translation>Bitlarni matndan yuklash</translation>
    </message>
    <message>
        <source>Form of the text to load</source>
        <translation>Yuklanadigan matn koʻrinishi</translation>
    </message>
    <message>
        <source>Text to load</source>
        <translation>Yuklanadigan matn</translation>
    </message>
    <message>
        <source>Paste a text of this filter&apos;s size</source>
        <translation>Shu filtr oʻlchamidagi matnni joylang</translation>
    </message>
    <message>
        <source>Replace the filter&apos;s bits with these; m, k and the hash scheme stay, and Undo brings the old bits back</source>
        <translation>Filtr bitlarini shular bilan almashtirish; m, k va xesh sxemasi oʻzgarmaydi, Bekor qilish esa eski bitlarni qaytaradi</translation>
    </message>
    <message>
        <source>Copied to the clipboard: %1.</source>
        <comment>%1 is a form such as Binary or Base64</comment>
        <translation>Almashuv buferiga nusxalandi: %1.</translation>
    </message>
    <message>
        <source>Bit i is the number&apos;s bit i. Binary lists bit %1 first; Hexadecimal and Base64 give the number&apos;s bytes lowest byte first, as memory holds them.</source>
        <translation>i-bit — sonning i-biti. Ikkilik kod %1-bitdan boshlanadi; oʻn oltilik kod va Base64 sonning baytlarini eng kichik baytdan boshlab, xotirada saqlanganidek beradi.</translation>
    </message>
</context>
<context>
    <name>FprChart</name>
    <message>
        <source>Formula (1 − e^(−kn/m))^k</source>
        <translation>Formula (1 − e^(−kn/m))^k</translation>
    </message>
    <message>
        <source>Exact</source>
        <translation>Aniq</translation>
    </message>
    <message>
        <source>Blocked filter</source>
        <translation>Blokli filtr</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Hozir</translation>
    </message>
    <message>
        <source>Measured, 95% interval</source>
        <translation>Oʻlchangan, 95% oraliq</translation>
    </message>
    <message>
        <source>FPR</source>
        <translation>FPR</translation>
    </message>
    <message>
        <source>%1, as a table</source>
        <translation>%1, jadval koʻrinishida</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 faylini saqlab boʻlmadi: %2</translation>
    </message>
    <message>
        <source>choose a name ending in .png, .svg or .csv</source>
        <translation>.png, .svg yoki .csv bilan tugaydigan nom tanlang</translation>
    </message>
    <message>
        <source>Export the chart</source>
        <translation>Grafikni eksport qilish</translation>
    </message>
    <message>
        <source>fpr-chart.png</source>
        <translation>fpr-chart.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;CSV data (*.csv)</source>
        <translation>PNG rasm (*.png);;SVG rasm (*.svg);;CSV maʼlumotlar (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message>
        <source>False-positive rate as keys are added</source>
        <translation>Kalitlar qoʻshilib borishi bilan soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>False-positive rate by number of hashes</source>
        <translation>Xeshlar soniga qarab soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>False-positive rate by bits per key</source>
        <translation>Kalit boshiga bitlar soniga qarab soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>Kalitlar (n)</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>Xeshlar (k)</translation>
    </message>
    <message>
        <source>Bits per key (m/n)</source>
        <translation>Kalit boshiga bitlar (m/n)</translation>
    </message>
    <message>
        <source>Every rate on this chart is below %1: too small to draw.</source>
        <translation>Bu grafikdagi barcha ulushlar %1 dan kichik: chizish uchun juda kichik.</translation>
    </message>
    <message>
        <source>Cuckoo filter</source>
        <translation>Kakku filtri</translation>
    </message>
    <message>
        <source>Lower bound: %1 bits per key</source>
        <translation>Quyi chegara: kalit boshiga %1 bit</translation>
    </message>
    <message>
        <source>Beside the Bloom filter&apos;s formula, a cuckoo filter of the same bits per key, a step for each whole bit of fingerprint, and the lower bound no filter can pass.</source>
        <translation>Bloom filtri formulasi yonida kalit boshiga bitlar soni xuddi shunday boʻlgan kakku filtri, barmoq izining har bir butun biti uchun bitta pogʻona hamda hech qanday filtr oʻta olmaydigan quyi chegara koʻrsatilgan.</translation>
    </message>
    <message>
        <source>Bits per key for which this k is best</source>
        <translation>Shu k eng yaxshi boʻladigan kalit boshiga bitlar</translation>
    </message>
    <message>
        <source>Best k for this m and n</source>
        <translation>Ushbu m va n uchun eng yaxshi k</translation>
    </message>
    <message>
        <source>Best k allowed (%1); the best, %2, is beyond the range</source>
        <translation>Ruxsat etilgan eng yaxshi k (%1); eng yaxshisi, %2, oraliqdan tashqarida</translation>
    </message>
    <message>
        <source>0 false positives in %1 probes: below the axis</source>
        <translation>%1 ta tekshiruvda 0 ta soxta ijobiy: oʻqdan pastda</translation>
    </message>
    <message>
        <source>The best k for this m and n is %1, more than the %2 hashes a filter takes here: the square marks k = %2, the best of those.</source>
        <translation>Ushbu m va n uchun eng yaxshi k — %1, bu yerda filtr oladigan %2 ta xeshdan koʻp: kvadrat k = %2 ni, ulardan eng yaxshisini koʻrsatadi.</translation>
    </message>
    <message>
        <source>At n = %1: 0 false positives in %2 probes. A rate of 0 cannot be drawn on a log axis, so the circle sits at its foot; the bar is the 95% interval, up to %3.</source>
        <translation>n = %1 da: %2 ta tekshiruvda 0 ta soxta ijobiy. 0 ulushni logarifmik oʻqda chizib boʻlmaydi, shuning uchun doira oʻqning tagida turadi; chiziq — 95% oraliq, %3 gacha.</translation>
    </message>
</context>
<context>
    <name>FprController</name>
    <message>
        <source>Set m to %1</source>
        <translation>m ni %1 ga oʻrnatish</translation>
    </message>
    <message>
        <source>Set n to %1</source>
        <translation>n ni %1 ga oʻrnatish</translation>
    </message>
    <message>
        <source>Set k to %1</source>
        <translation>k ni %1 ga oʻrnatish</translation>
    </message>
    <message>
        <source>Set m, n and k</source>
        <translation>m, n va k ni oʻrnatish</translation>
    </message>
    <message>
        <source>Edit the sizing calculator</source>
        <translation>Oʻlcham kalkulyatorini tahrirlash</translation>
    </message>
    <message>
        <source>Fill the sizing calculator</source>
        <translation>Oʻlcham kalkulyatorini toʻldirish</translation>
    </message>
    <message>
        <source>exact curve shown for m ≤ %1</source>
        <translation>aniq egri chiziq m ≤ %1 uchun koʻrsatilgan</translation>
    </message>
    <message>
        <source>Charts updated in %1 ms</source>
        <translation>Grafiklar %1 ms da yangilandi</translation>
    </message>
    <message>
        <source>An experiment is already running; wait for it or cancel it.</source>
        <translation>Tajriba allaqachon bajarilmoqda; uning tugashini kuting yoki uni bekor qiling.</translation>
    </message>
    <message>
        <source>Measuring at n = %1…</source>
        <translation>n = %1 da oʻlchanmoqda…</translation>
    </message>
    <message>
        <source>Building the filter and inserting 100 million keys…</source>
        <translation>Filtr qurilmoqda va 100 million kalit qoʻshilmoqda…</translation>
    </message>
    <message>
        <source>Measured %1 of 4: at n = %2, %3 false positives in %4 probes = %5 (theory %6).</source>
        <translation>4 tadan %1-oʻlchov: n = %2 da %4 ta tekshiruvda %3 ta soxta ijobiy = %5 (nazariya: %6).</translation>
    </message>
    <message>
        <source>Measured false-positive rate %1 (95%: %2 to %3) against %4 in theory.
Inserted %5 keys in %6 s; probed %7 keys in %8 s. The filter used %9.</source>
        <translation>Oʻlchangan soxta ijobiylar ulushi: %1 (95%: %2 dan %3 gacha), nazariy qiymat esa %4.
%5 ta kalit %6 s da qoʻshildi; %7 ta kalit %8 s da tekshirildi. Filtr %9 xotira egalladi.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Bekor qilindi.</translation>
    </message>
    <message>
        <source>The last measurement was for other values of m, n or k; click Measure to measure these.</source>
        <translation>Oxirgi oʻlchov m, n yoki k ning boshqa qiymatlari uchun edi; bularni oʻlchash uchun «Oʻlchash» tugmasini bosing.</translation>
    </message>
</context>
<context>
    <name>FprInputsBar</name>
    <message>
        <source>Filter</source>
        <translation>Filtr</translation>
    </message>
    <message>
        <source>Bits (m)</source>
        <translation>Bitlar (m)</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>Kalitlar (n)</translation>
    </message>
    <message>
        <source>Hashes (k)</source>
        <translation>Xeshlar (k)</translation>
    </message>
    <message>
        <source>&amp;m bits:</source>
        <translation>&amp;m bit:</translation>
    </message>
    <message>
        <source>&amp;n keys:</source>
        <translation>&amp;n kalit:</translation>
    </message>
    <message>
        <source>&amp;k hashes:</source>
        <translation>k &amp;xesh:</translation>
    </message>
    <message>
        <source>Drag between %1 and %2; type any value up to %3 in the box</source>
        <translation>%1 dan %2 gacha suring; maydonga %3 gacha istalgan qiymatni kiriting</translation>
    </message>
</context>
<context>
    <name>FprPage</name>
    <message>
        <source>FPR lab</source>
        <translation>FPR laboratoriyasi</translation>
    </message>
    <message>
        <source>&amp;Charts</source>
        <translation>&amp;Grafiklar</translation>
    </message>
    <message>
        <source>&amp;Sizing calculator</source>
        <translation>&amp;Oʻlcham kalkulyatori</translation>
    </message>
    <message>
        <source>E&amp;xperiments at scale</source>
        <translation>Katta miqyosdagi t&amp;ajribalar</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message>
        <source>Which chart?</source>
        <translation>Qaysi grafik?</translation>
    </message>
    <message>
        <source>V&amp;ariants compared</source>
        <translation>&amp;Variantlarni taqqoslash</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sessiyani ochish</translation>
    </message>
</context>
<context>
    <name>GrowthChartStage</name>
    <message>
        <source>Measured false-positive rate as keys keep coming</source>
        <translation>Kalitlar qoʻshilib borgani sari oʻlchangan soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>Fixed filter</source>
        <translation>Qatʼiy filtr</translation>
    </message>
    <message>
        <source>Scalable filter</source>
        <translation>Kengayuvchi filtr</translation>
    </message>
    <message>
        <source>Target p</source>
        <translation>Maqsadli p</translation>
    </message>
    <message>
        <source>Design capacity</source>
        <translation>Moʻljallangan sigʻim</translation>
    </message>
    <message>
        <source>Keys added (n)</source>
        <translation>Qoʻshilgan kalitlar (n)</translation>
    </message>
    <message>
        <source>False-positive rate (%)</source>
        <translation>Soxta ijobiylar ulushi (%)</translation>
    </message>
    <message>
        <source>False-positive rate chart</source>
        <translation>Soxta ijobiylar ulushi grafigi</translation>
    </message>
    <message>
        <source>Measurements</source>
        <translation>Oʻlchovlar</translation>
    </message>
    <message>
        <source>&amp;Logarithmic scale</source>
        <translation>&amp;Logarifmik shkala</translation>
    </message>
    <message>
        <source>Show the rate on a logarithmic axis, where small rates stay visible</source>
        <translation>Ulushni logarifmik oʻqda koʻrsatish: u yerda kichik ulushlar ham koʻrinib turadi</translation>
    </message>
</context>
<context>
    <name>InterviewPanel</name>
    <message>
        <source>%1 minutes, %2 questions</source>
        <translation>%1 daqiqa, %2 ta savol</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Davomiylik</translation>
    </message>
    <message>
        <source>&amp;Length:</source>
        <translation>Davomiy&amp;lik:</translation>
    </message>
    <message>
        <source>&amp;Start the interview</source>
        <translation>&amp;Suhbatni boshlash</translation>
    </message>
    <message>
        <source>Time left</source>
        <translation>Qolgan vaqt</translation>
    </message>
    <message>
        <source>The interview&apos;s review</source>
        <translation>Suhbat tahlili</translation>
    </message>
    <message>
        <source>Question %1 of %2</source>
        <translation>Savol %1 / %2</translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation>%1 qoldi</translation>
    </message>
    <message>
        <source>Score by topic</source>
        <translation>Mavzular boʻyicha natija</translation>
    </message>
    <message>
        <source>%1: %2 of %3 right</source>
        <translation>%1: %3 tadan %2 tasi toʻgʻri</translation>
    </message>
    <message>
        <source>Explain questions are not scored: compare your words with the model answer.</source>
        <translation>Tushuntirish talab qiladigan savollar baholanmaydi: oʻz javobingizni namunaviy javob bilan solishtiring.</translation>
    </message>
    <message>
        <source>Every answer</source>
        <translation>Barcha javoblar</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>navbat yetmadi</translation>
    </message>
    <message>
        <source>%1. %2 · %3</source>
        <translation>%1. %2 · %3</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Javobingiz:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yoʻq</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Toʻgʻri.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Unchalik toʻgʻri emas.</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Javob: %1.</translation>
    </message>
    <message>
        <source>Model answer:</source>
        <translation>Namunaviy javob:</translation>
    </message>
    <message>
        <source>Key points:</source>
        <translation>Asosiy fikrlar:</translation>
    </message>
    <message>
        <source>Start another intervie&amp;w</source>
        <translation>Yangi suhbatni &amp;boshlash</translation>
    </message>
    <message>
        <source>&amp;Export as CSV…</source>
        <translation>&amp;CSV sifatida eksport qilish…</translation>
    </message>
    <message>
        <source>Save every answer, its time and its result for a spreadsheet</source>
        <translation>Har bir javob, uning vaqti va natijasini jadval dasturi uchun saqlash</translation>
    </message>
    <message>
        <source>Export the interview</source>
        <translation>Ish suhbatini eksport qilish</translation>
    </message>
    <message>
        <source>interview.csv</source>
        <translation>interview.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV fayllari (*.csv)</translation>
    </message>
    <message>
        <source>In all: %1 of %2 right</source>
        <translation>Jami: %2 tadan %1 tasi toʻgʻri</translation>
    </message>
    <message>
        <source>Saved “%1”.</source>
        <translation>“%1” saqlandi.</translation>
    </message>
    <message>
        <source>A timed set, as in an interview: numbers to work out, options to choose, predictions on a live demo and trade-offs to explain, with no hints and no feedback until the end. Then you see a score per topic, the time each answer took, and every answer beside the right one or a model answer, and you can watch each prediction play out on its demo.</source>
        <translation>Ish suhbatidagi kabi vaqt cheklangan savollar toʻplami: hisoblab topiladigan sonlar, tanlanadigan variantlar, jonli namoyishdagi bashoratlar va tushuntirilishi kerak boʻlgan murosali yechimlar; oxirigacha hech qanday maslahat ham, izoh ham berilmaydi. Soʻng har bir mavzu boʻyicha natijani, har bir javobga ketgan vaqtni va har bir javobni toʻgʻri yoki namunaviy javob yonida koʻrasiz, har bir bashorat oʻz namoyishida qanday amalga oshishini kuzatishingiz ham mumkin.</translation>
    </message>
    <message>
        <source>Watch the answer on the demo</source>
        <translation>Javobni namoyishda kuzating</translation>
    </message>
    <message>
        <source>Question %1 on the demo</source>
        <translation>%1-savol namoyishda</translation>
    </message>
</context>
<context>
    <name>KeyEntryBar</name>
    <message>
        <source>Export…</source>
        <translation>Eksport…</translation>
    </message>
    <message>
        <source>Type a key, such as a username</source>
        <translation>Kalit kiriting, masalan, foydalanuvchi nomini</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Kalit</translation>
    </message>
    <message>
        <source>Enter adds the key; Shift+Enter checks it</source>
        <translation>Enter kalitni qoʻshadi; Shift+Enter uni tekshiradi</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Qoʻshish</translation>
    </message>
    <message>
        <source>Add the key to the filter (Enter)</source>
        <translation>Kalitni filtrga qoʻshish (Enter)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>T&amp;ekshirish</translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Shift+Enter)</source>
        <translation>Filtrdan bu kalit unda boʻlishi mumkinligini soʻrash (Shift+Enter)</translation>
    </message>
    <message>
        <source>Add 10 &amp;random keys</source>
        <translation>10 ta t&amp;asodifiy kalit qoʻshish</translation>
    </message>
    <message>
        <source>Try new keys until one is reported present without having been added</source>
        <translation>Qoʻshilmagan boʻlsa-da, mavjud deb topiladigan kalit chiqmaguncha yangi kalitlarni sinab koʻrish</translation>
    </message>
    <message>
        <source>Save the bit array as a PNG or SVG image, for slides</source>
        <translation>Bitlar massivini slaydlar uchun PNG yoki SVG rasm sifatida saqlash</translation>
    </message>
    <message>
        <source>Cancel the search</source>
        <translation>Qidiruvni bekor qilish</translation>
    </message>
    <message>
        <source>Find a false &amp;positive</source>
        <translation>Soxta ijobiyni &amp;izlash</translation>
    </message>
    <message>
        <source>Enter checks the key; Shift+Enter adds it</source>
        <translation>Enter kalitni tekshiradi; Shift+Enter uni qoʻshadi</translation>
    </message>
    <message>
        <source>Add the key to the filter (Shift+Enter)</source>
        <translation>Kalitni filtrga qoʻshish (Shift+Enter)</translation>
    </message>
    <message>
        <source>Ask the filter whether it might contain the key (Enter)</source>
        <translation>Filtrdan bu kalit unda boʻlishi mumkinligini soʻrash (Enter)</translation>
    </message>
</context>
<context>
    <name>KeysPanel</name>
    <message>
        <source>Colour by collisions</source>
        <translation>Toʻqnashuvlar boʻyicha ranglash</translation>
    </message>
    <message>
        <source>Hover over a cell, or focus the array and use the arrow keys.</source>
        <translation>Sichqoncha koʻrsatkichini katakcha ustiga olib boring yoki massivni fokuslab, strelka tugmalaridan foydalaning.</translation>
    </message>
    <message>
        <source>Keys added</source>
        <translation>Qoʻshilgan kalitlar</translation>
    </message>
    <message>
        <source>Colour each set bit by how many keys set it</source>
        <translation>Har bir oʻrnatilgan bitni uni nechta kalit oʻrnatganiga qarab ranglash</translation>
    </message>
    <message>
        <source>Select a key to see where the filter put it</source>
        <translation>Filtr kalitni qayerga joylaganini koʻrish uchun uni tanlang</translation>
    </message>
    <message>
        <source>Hover over a slot to see its bucket and fingerprint.</source>
        <translation>Katakchaning chelagi va barmoq izini koʻrish uchun sichqonchani uning ustiga olib boring.</translation>
    </message>
</context>
<context>
    <name>LessonContents</name>
    <message>
        <source>Read</source>
        <translation>Oʻqish</translation>
    </message>
    <message>
        <source>Do</source>
        <translation>Amaliyot</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Bashorat</translation>
    </message>
    <message>
        <source>Lessons and their steps</source>
        <translation>Darslar va ularning qadamlari</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Step %1: %2</source>
        <translation>%1-qadam: %2</translation>
    </message>
    <message>
        <source>%1, done</source>
        <translation>%1, bajarildi</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %2 steps done · about %Ln minute(s)</source>
        <translation>
            <numerusform>%2 ta qadamdan %1 tasi bajarildi · taxminan %Ln daqiqa</numerusform>
            <numerusform>%2 ta qadamdan %1 tasi bajarildi · taxminan %Ln daqiqa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonStageHost</name>
    <message>
        <source>The chart appears once you have answered: it would give the answer away.</source>
        <translation>Diagramma javob berganingizdan keyin chiqadi: hozir koʻrsatilsa, javobni aytib qoʻyardi.</translation>
    </message>
</context>
<context>
    <name>LessonStepPanel</name>
    <message>
        <source>Read</source>
        <translation>Oʻqish</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sizning navbatingiz</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Bashorat</translation>
    </message>
    <message>
        <source>&amp;Show a hint</source>
        <translation>&amp;Maslahatni koʻrsatish</translation>
    </message>
    <message>
        <source>Check &amp;my answer</source>
        <translation>&amp;Javobimni tekshirish</translation>
    </message>
    <message>
        <source>This step has no translation yet, so it is shown in English.</source>
        <translation>Bu qadam hali tarjima qilinmagan, shuning uchun ingliz tilida koʻrsatilmoqda.</translation>
    </message>
    <message>
        <source>The step&apos;s text</source>
        <translation>Qadam matni</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Javobingiz</translation>
    </message>
    <message>
        <source>Step %1 of %2 · %3</source>
        <translation>%1-qadam (jami %2) · %3</translation>
    </message>
    <message>
        <source>Done. Go on with Next.</source>
        <translation>Bajarildi. “Keyingi” tugmasi bilan davom eting.</translation>
    </message>
    <message>
        <source>Click the cells you expect, then check your answer.</source>
        <translation>Kutgan katakchalaringizni bosib belgilang, soʻng javobingizni tekshiring.</translation>
    </message>
    <message>
        <source>Watch the answer…</source>
        <translation>Javobni kuzating…</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Toʻgʻri.</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Unchalik toʻgʻri emas.</translation>
    </message>
    <message>
        <source>%1 You said: %2. The answer: %3.</source>
        <translation>%1 Sizning javobingiz: %2. Toʻgʻri javob: %3.</translation>
    </message>
    <message>
        <source>no cells</source>
        <translation>katakcha yoʻq</translation>
    </message>
    <message>
        <source>Click at least one cell of the bit array first.</source>
        <translation>Avval filtr bitlaridan kamida bitta katakchani bosing.</translation>
    </message>
    <message>
        <source>Your turn: do it on the live demo beside this text.</source>
        <translation>Navbat sizda: buni shu matn yonidagi jonli namoyishda bajaring.</translation>
    </message>
    <message>
        <source>Answer first; then read why.</source>
        <translation>Avval javob bering, soʻng sababini oʻqing.</translation>
    </message>
    <message>
        <source>Answer first; then watch what the demo does.</source>
        <translation>Avval javob bering, soʻng namoyish nima qilishini kuzating.</translation>
    </message>
    <message>
        <source>Answer taken. The review at the end shows the answer.</source>
        <translation>Javob qabul qilindi. Toʻgʻri javob oxiridagi tahlilda koʻrsatiladi.</translation>
    </message>
    <message>
        <source>Click the cells you expect, then give your answer. The review at the end shows the answer.</source>
        <translation>Kutgan katakchalaringizni bosib belgilang, soʻng javobingizni bering. Toʻgʻri javob oxiridagi tahlilda koʻrsatiladi.</translation>
    </message>
    <message>
        <source>Answer here; the review at the end shows the answer on the demo.</source>
        <translation>Shu yerda javob bering; toʻgʻri javob oxiridagi tahlilda demoda koʻrsatiladi.</translation>
    </message>
    <message>
        <source>Type your answer as a number, in digits.</source>
        <translation>Javobingizni son bilan, raqamlarda yozing.</translation>
    </message>
</context>
<context>
    <name>LessonsPage</name>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Orqaga</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Keyi&amp;ngi</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Darslar</translation>
    </message>
    <message>
        <source>&amp;Reset progress…</source>
        <translation>&amp;Progressni tozalash…</translation>
    </message>
    <message>
        <source>Welcome back: you are where you left off. Choose any step in the contents to go elsewhere.</source>
        <translation>Yana xush kelibsiz: siz toʻxtagan joyingizdasiz. Boshqa joyga oʻtish uchun mundarijadan istalgan qadamni tanlang.</translation>
    </message>
    <message>
        <source>&amp;Next lesson</source>
        <translation>Keyi&amp;ngi dars</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>Progressni tozalash</translation>
    </message>
    <message>
        <source>Forget which steps you have done in every lesson? The lessons stay as they are.</source>
        <translation>Barcha darslarda qaysi qadamlarni bajarganingiz unutilsinmi? Darslarning oʻzi oʻzgarishsiz qoladi.</translation>
    </message>
    <message>
        <source>Open in E&amp;xplore</source>
        <translation>Tadqiq&amp;da ochish</translation>
    </message>
    <message>
        <source>Continue on the Explore page from this step&apos;s filter, with every control</source>
        <translation>Shu qadamdagi filtr bilan Tadqiq sahifasida barcha boshqaruvlar bilan davom eting</translation>
    </message>
    <message>
        <source>Open in the FPR &amp;lab</source>
        <translation>FPR &amp;laboratoriyasida ochish</translation>
    </message>
    <message>
        <source>Continue in the FPR lab from this step&apos;s m, n and k, with every control</source>
        <translation>Shu qadamdagi m, n va k bilan FPR laboratoriyasida barcha boshqaruvlar bilan davom eting</translation>
    </message>
    <message>
        <source>Open in De&amp;letion</source>
        <translation>Oʻchirish sahifasi&amp;da ochish</translation>
    </message>
    <message>
        <source>Continue on the Deletion page from this step&apos;s two filters, with every control</source>
        <translation>Shu qadamdagi ikkala filtr bilan Oʻchirish sahifasida barcha boshqaruvlar bilan davom eting</translation>
    </message>
    <message>
        <source>Continue on the Scalable page from this step&apos;s filters, with every control</source>
        <translation>Shu qadamdagi filtrlar bilan Kengayuvchi sahifasida barcha boshqaruvlar bilan davom eting</translation>
    </message>
    <message>
        <source>Open in Sca&amp;lable</source>
        <translation>Kengayuvchi&amp;da ochish</translation>
    </message>
    <message>
        <source>R&amp;un it for real</source>
        <translation>&amp;Haqiqiy tizimda ishga tushirish</translation>
    </message>
    <message>
        <source>Open this lesson&apos;s system on the Systems page, running on the real components</source>
        <translation>Bu darsdagi tizimni Tizimlar sahifasida, haqiqiy komponentlarda ishlayotgan holda ochish</translation>
    </message>
    <message>
        <source>&amp;Previous lesson</source>
        <translation>&amp;Oldingi dars</translation>
    </message>
</context>
<context>
    <name>LiveStatsPanel</name>
    <message>
        <source>The numbers now</source>
        <translation>Joriy koʻrsatkichlar</translation>
    </message>
    <message>
        <source>Keys added (n):</source>
        <translation>Qoʻshilgan kalitlar (n):</translation>
    </message>
    <message>
        <source>How many distinct keys are in the filter</source>
        <translation>Filtrda nechta turli kalit bor</translation>
    </message>
    <message>
        <source>Bits (m):</source>
        <translation>Bitlar (m):</translation>
    </message>
    <message>
        <source>The size of the bit array</source>
        <translation>Bitlar massivining oʻlchami</translation>
    </message>
    <message>
        <source>Hashes (k):</source>
        <translation>Xeshlar (k):</translation>
    </message>
    <message>
        <source>How many bits each key sets</source>
        <translation>Har bir kalit nechta bitni oʻrnatadi</translation>
    </message>
    <message>
        <source>Bits set:</source>
        <translation>Oʻrnatilgan bitlar:</translation>
    </message>
    <message>
        <source>How many bits are 1, and what share of the array that is</source>
        <translation>Nechta bit 1 ga teng va bu massivning qancha qismini tashkil etadi</translation>
    </message>
    <message>
        <source>FPR, formula:</source>
        <translation>FPR, formula boʻyicha:</translation>
    </message>
    <message>
        <source>(1 − e^(−kn/m))^k: the expected false-positive rate for n keys</source>
        <translation>(1 − e^(−kn/m))^k: n ta kalit uchun kutilayotgan soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>FPR, this array:</source>
        <translation>FPR, ushbu massiv uchun:</translation>
    </message>
    <message>
        <source>(bits set ÷ m)^k: the chance that a new key finds all its bits set right now</source>
        <translation>(oʻrnatilgan bitlar ÷ m)^k: yangi kalitning barcha bitlari ayni paytda oʻrnatilgan boʻlish ehtimoli</translation>
    </message>
    <message>
        <source>Best k for this m and n:</source>
        <translation>Ushbu m va n uchun eng yaxshi k:</translation>
    </message>
    <message>
        <source>(m/n)·ln 2, rounded</source>
        <translation>(m/n)·ln 2, yaxlitlangan</translation>
    </message>
    <message>
        <source>n estimated from the fill:</source>
        <translation>Toʻlganlik boʻyicha baholangan n:</translation>
    </message>
    <message>
        <source>−(m/k)·ln(1 − bits set ÷ m): how many keys the filter looks like it holds</source>
        <translation>−(m/k)·ln(1 − oʻrnatilgan bitlar ÷ m): filtrda taxminan nechta kalit borga oʻxshaydi</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>Xotira:</translation>
    </message>
    <message>
        <source>The keys themselves against the filter&apos;s bits</source>
        <translation>Kalitlarning oʻzi egallagan xotira va filtr bitlari egallagan xotira</translation>
    </message>
    <message>
        <source>%1 of %2 (%3)</source>
        <translation>%2 tadan %1 ta (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>keys %1, filter %2</source>
        <translation>kalitlar %1, filtr %2</translation>
    </message>
    <message>
        <source>Keys stored:</source>
        <translation>Saqlangan kalitlar:</translation>
    </message>
    <message>
        <source>How many fingerprints the table holds: one per key it took, the victim slot included</source>
        <translation>Jadvalda nechta barmoq izi bor: qabul qilingan har bir kalit uchun bittadan, zaxira katakchasi ham hisobda</translation>
    </message>
    <message>
        <source>Buckets × slots:</source>
        <translation>Chelaklar × katakchalar:</translation>
    </message>
    <message>
        <source>The table: buckets of b = 4 fingerprint slots each</source>
        <translation>Jadval: har bir chelakda barmoq izi uchun b = 4 ta katakcha</translation>
    </message>
    <message>
        <source>Fingerprint bits (f):</source>
        <translation>Barmoq izi bitlari (f):</translation>
    </message>
    <message>
        <source>What each slot keeps of a key: f bits of its hash</source>
        <translation>Har bir katakcha kalitdan nimani saqlaydi: uning xeshidan f bit</translation>
    </message>
    <message>
        <source>Slots filled:</source>
        <translation>Toʻlgan katakchalar:</translation>
    </message>
    <message>
        <source>How many slots hold a fingerprint, and what share of the table that is (the load α)</source>
        <translation>Nechta katakchada barmoq izi bor va bu jadvalning qancha qismi (yuklanish α)</translation>
    </message>
    <message>
        <source>FPR at this load:</source>
        <translation>Shu yuklanishdagi FPR:</translation>
    </message>
    <message>
        <source>1 − (1 − 1/2^f)^(2bα): a never-added key is compared with the 2b slots of its two buckets, each filled with chance α and matching with chance 1/2^f</source>
        <translation>1 − (1 − 1/2^f)^(2bα): hech qoʻshilmagan kalit ikki chelagidagi 2b ta katakcha bilan solishtiriladi; har biri α ehtimol bilan toʻlgan va 1/2^f ehtimol bilan mos keladi</translation>
    </message>
    <message>
        <source>FPR when full:</source>
        <translation>Toʻlganda FPR:</translation>
    </message>
    <message>
        <source>2b/2^f: the rate once every slot holds a fingerprint</source>
        <translation>2b/2^f: har bir katakchada barmoq izi boʻlgandagi ulush</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>Kalit boshiga bitlar:</translation>
    </message>
    <message>
        <source>The table&apos;s bits ÷ keys stored (f ÷ α): each key pays for its slot and its share of the empty ones</source>
        <translation>Jadval bitlari ÷ saqlangan kalitlar (f ÷ α): har bir kalit oʻz katakchasi va boʻsh katakchalardagi ulushi uchun toʻlaydi</translation>
    </message>
    <message>
        <source>The keys themselves against the table&apos;s bits</source>
        <translation>Kalitlarning oʻzi egallagan xotira va jadval bitlari egallagan xotira</translation>
    </message>
    <message>
        <source>not known: the bits were loaded without their keys</source>
        <translation>nomaʼlum: bitlar kalitlarisiz yuklangan</translation>
    </message>
    <message>
        <source>%1 added here, plus the unknown keys of the loaded bits</source>
        <translation>bu yerda %1 ta qoʻshilgan, yana yuklangan bitlarning nomaʼlum kalitlari</translation>
    </message>
    <message>
        <source>needs n, not known for loaded bits (see n estimated from the fill)</source>
        <translation>n kerak, yuklangan bitlar uchun u nomaʼlum (toʻlganlik boʻyicha baholangan n ga qarang)</translation>
    </message>
    <message>
        <source>needs n</source>
        <translation>n kerak</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Ready</source>
        <translation>Tayyor</translation>
    </message>
    <message>
        <source>Pages</source>
        <translation>Sahifalar</translation>
    </message>
    <message>
        <source>Choose a demo to open</source>
        <translation>Ochish uchun namoyishni tanlang</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fayl</translation>
    </message>
    <message>
        <source>&amp;Export Image…</source>
        <translation>Rasmni &amp;eksport qilish…</translation>
    </message>
    <message>
        <source>Save the page&apos;s main view as a PNG or SVG image, for slides</source>
        <translation>Sahifaning asosiy koʻrinishini slaydlar uchun PNG yoki SVG rasm sifatida saqlash</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Chiqish</translation>
    </message>
    <message>
        <source>Close BloomLab</source>
        <translation>BloomLab dasturini yopish</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Tahrirlash</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Bekor qilish</translation>
    </message>
    <message>
        <source>Undo the last change on this page</source>
        <translation>Ushbu sahifadagi soʻnggi oʻzgarishni bekor qilish</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Qaytarish</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>Bekor qilingan amalni qaytarish</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Koʻrinish</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>Toʻliq &amp;ekran</translation>
    </message>
    <message>
        <source>Use the whole screen, for projecting in a classroom</source>
        <translation>Sinfxonada proyektor orqali koʻrsatish uchun butun ekrandan foydalanish</translation>
    </message>
    <message>
        <source>&amp;Presenter Mode</source>
        <translation>Taqdimot &amp;rejimi</translation>
    </message>
    <message>
        <source>Full screen, larger and in high contrast, for a classroom. Esc leaves.</source>
        <translation>Sinfxona uchun toʻliq ekran, yirikroq va yuqori kontrastli. Chiqish uchun Esc tugmasini bosing.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yordam</translation>
    </message>
    <message>
        <source>&amp;About BloomLab</source>
        <translation>BloomLab &amp;haqida</translation>
    </message>
    <message>
        <source>Show the version and what BloomLab is built on</source>
        <translation>Versiyani va BloomLab nimalar asosida yaratilganini koʻrsatish</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>&amp;Qt haqida</translation>
    </message>
    <message>
        <source>Show the Qt version BloomLab runs on</source>
        <translation>BloomLab ishlayotgan Qt versiyasini koʻrsatish</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Til</translation>
    </message>
    <message>
        <source>Show BloomLab in %1</source>
        <translation>BloomLab interfeysi tili: %1</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Til</translation>
    </message>
    <message>
        <source>BloomLab will use %1 the next time it starts.</source>
        <translation>BloomLab keyingi safar ishga tushganda quyidagi tildan foydalanadi: %1.</translation>
    </message>
    <message>
        <source>Restart Now</source>
        <translation>Hozir qayta ishga tushirish</translation>
    </message>
    <message>
        <source>Later</source>
        <translation>Keyinroq</translation>
    </message>
    <message>
        <source>About BloomLab</source>
        <translation>BloomLab haqida</translation>
    </message>
    <message>
        <source>%1 — BloomLab</source>
        <translation>%1 — BloomLab</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <comment>%1 is the step, such as: Add seyi_codes</comment>
        <translation>“%1” amalini &amp;bekor qilish</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <comment>%1 is the step, such as: Add seyi_codes</comment>
        <translation>“%1” amalini &amp;qaytarish</translation>
    </message>
    <message>
        <source>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;Learn Bloom filters by watching them work: every hash, every bit, every false positive explained.&lt;/p&gt;&lt;p&gt;Its lessons, quiz and Systems page follow four articles on Bloom filters: in Urdu (usernames at Instagram&apos;s scale), Thai (a sign-up form and its cache), Bengali (a web crawler) and Uzbek (the formulas and LSM trees). A text that names &quot;the Urdu article&quot; means the first of them; where an article is wrong or out of date, the text says what is true.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and xxHash.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;Bloom filtrlarini ularning ishlashini kuzatib oʻrganing: har bir xesh, har bir bit, har bir soxta ijobiy tushuntiriladi.&lt;/p&gt;&lt;p&gt;Darslar, test va Tizimlar sahifasi Bloom filtrlari haqidagi toʻrtta maqolaga tayanadi: urdu tilida (Instagram miqyosidagi foydalanuvchi nomlari), tay tilida (roʻyxatdan oʻtish formasi va uning keshi), bengal tilida (veb-kraulyer) va oʻzbek tilida (formulalar va LSM daraxtlari). Matnda „urducha maqola“ deyilsa, ularning birinchisi nazarda tutiladi; maqola xato yoki eskirgan joyda matn toʻgʻrisini aytadi.&lt;/p&gt;&lt;p&gt;Qt %2 va xxHash yordamida yaratilgan.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>MeasureStage</name>
    <message>
        <source>Build real filters at n/2, n, 3n/2 and 2n and count false positives on keys never added</source>
        <translation>n/2, n, 3n/2 va 2n uchun haqiqiy filtrlar qurish va hech qachon qoʻshilmagan kalitlardagi soxta ijobiylarni sanash</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>Oʻlchash jarayoni</translation>
    </message>
    <message>
        <source>Measu&amp;re</source>
        <translation>Oʻ&amp;lchash</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>added</source>
        <translation>qoʻshildi</translation>
    </message>
    <message>
        <source>maybe present</source>
        <translation>ehtimol mavjud</translation>
    </message>
    <message>
        <source>definitely not present</source>
        <translation>aniq mavjud emas</translation>
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
        <translation>maqolada %1-pozitsiya berilgan</translation>
    </message>
    <message>
        <source>bit %1: %2 → 1</source>
        <translation>bit %1: %2 → 1</translation>
    </message>
    <message>
        <source>bit %1 = 1 ✓</source>
        <translation>bit %1 = 1 ✓</translation>
    </message>
    <message>
        <source>bit %1 = 0 ✗</source>
        <translation>bit %1 = 0 ✗</translation>
    </message>
    <message numerus="yes">
        <source>Adding %1: each of the %n hash function(s) picks one bit to set.</source>
        <translation>
            <numerusform>%1 kaliti qoʻshilmoqda: %Ln ta xesh funksiyasining har biri oʻrnatish uchun bittadan bit tanlaydi.</numerusform>
            <numerusform>%1 kaliti qoʻshilmoqda: %Ln ta xesh funksiyasining har biri oʻrnatish uchun bittadan bit tanlaydi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking %1: look at its bits one by one, stopping at the first 0.</source>
        <translation>%1 kaliti tekshirilmoqda: uning bitlari birma-bir koʻriladi, birinchi 0 da toʻxtaladi.</translation>
    </message>
    <message>
        <source>Every bit it needs is 1 now. Check a key, or add another.</source>
        <translation>Unga kerakli barcha bitlar endi 1 ga teng. Biror kalitni tekshiring yoki yana bittasini qoʻshing.</translation>
    </message>
    <message>
        <source>One 0 bit is proof: had the key been added, that bit would be 1.</source>
        <translation>Bitta 0 bit isbot boʻladi: agar kalit qoʻshilganida, bu bit 1 ga teng boʻlardi.</translation>
    </message>
    <message numerus="yes">
        <source>Each of its bits was set by other keys. A Bloom filter cannot tell the difference.</source>
        <translation>
            <numerusform>Uning yagona biti boshqa kalit tomonidan oʻrnatilgan. Bloom filtri farqni ajrata olmaydi.</numerusform>
            <numerusform>Uning har bir biti boshqa kalitlar tomonidan oʻrnatilgan. Bloom filtri farqni ajrata olmaydi.</numerusform>
        </translation>
    </message>
    <message>
        <source>All its bits are 1. A Bloom filter can only ever say &quot;maybe&quot; here.</source>
        <translation>Uning barcha bitlari 1 ga teng. Bloom filtri bu yerda faqat &quot;ehtimol&quot; deya oladi.</translation>
    </message>
    <message>
        <source>Hash function %1 turns %2 into one big number.</source>
        <translation>%1-xesh funksiyasi %2 kalitini bitta katta songa aylantiradi.</translation>
    </message>
    <message>
        <source>That number is reduced to a position between 0 and %1: bit %2.</source>
        <translation>Bu son 0 dan %1 gacha boʻlgan pozitsiyaga keltiriladi: %2-bit.</translation>
    </message>
    <message>
        <source>Bit %1 was 0. Now it is 1.</source>
        <translation>%1-bit 0 edi. Endi u 1 ga teng.</translation>
    </message>
    <message>
        <source>Bit %1 was already 1.</source>
        <translation>%1-bit allaqachon 1 edi.</translation>
    </message>
    <message>
        <source>Bit %1 was already 1, set by %2: the bit is now shared.</source>
        <translation>%1-bit allaqachon 1 edi, uni %2 oʻrnatgan: endi bu bit umumiy.</translation>
    </message>
    <message>
        <source>Bit %1 is 0, so %2 was never added. The remaining hashes are not evaluated.</source>
        <translation>%1-bit 0 ga teng, demak, %2 kaliti hech qachon qoʻshilmagan. Qolgan xeshlar hisoblanmaydi.</translation>
    </message>
    <message>
        <source>Bit %1 is 1. Keep checking.</source>
        <translation>%1-bit 1 ga teng. Tekshirish davom etadi.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is added: all %n of its bits are 1.</source>
        <translation>
            <numerusform>%1 kaliti qoʻshildi: uning barcha %Ln ta biti 1 ga teng.</numerusform>
            <numerusform>%1 kaliti qoʻshildi: uning barcha %Ln ta biti 1 ga teng.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is definitely not present.</source>
        <translation>%1 kaliti aniq mavjud emas.</translation>
    </message>
    <message>
        <source>False positive: %1 is reported as maybe present, but it was never added.</source>
        <translation>Soxta ijobiy: %1 kaliti ehtimol mavjud deb koʻrsatildi, lekin u hech qachon qoʻshilmagan.</translation>
    </message>
    <message>
        <source>%1 is maybe present, and it was indeed added.</source>
        <translation>%1 kaliti ehtimol mavjud va u haqiqatan ham qoʻshilgan.</translation>
    </message>
    <message>
        <source>bit %1: set, but by no key on record</source>
        <translation>bit %1: oʻrnatilgan, lekin qayd etilgan kalitlarning hech biri tomonidan emas</translation>
    </message>
    <message>
        <source>bit %1: %2</source>
        <translation>bit %1: %2</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>olib tashlandi</translation>
    </message>
    <message>
        <source>cell %1: %2 → %3</source>
        <translation>katakcha %1: %2 → %3</translation>
    </message>
    <message>
        <source>Removing %1 from the counting filter: each of its counters goes down by one.</source>
        <translation>%1 kaliti sanovchi filtrdan olib tashlanmoqda: uning har bir hisoblagichi bittaga kamayadi.</translation>
    </message>
    <message>
        <source>Deleting %1 from the plain filter: the only way is to clear its bits.</source>
        <translation>%1 kaliti oddiy filtrdan oʻchirilmoqda: buning yagona yoʻli uning bitlarini tozalash.</translation>
    </message>
    <message>
        <source>%1 is removed; the other keys&apos; counts are untouched.</source>
        <translation>%1 kaliti olib tashlandi; boshqa kalitlarning sanoqlariga tegilmadi.</translation>
    </message>
    <message>
        <source>%1&apos;s bits are cleared. Now check the keys that remain.</source>
        <translation>%1 kalitining bitlari tozalandi. Endi qolgan kalitlarni tekshiring.</translation>
    </message>
    <message>
        <source>Hash %1 of %2 gives position %3.</source>
        <translation>%2 kalitining %1-xeshi %3-pozitsiyani beradi.</translation>
    </message>
    <message>
        <source>Bit %1 is cleared to 0.</source>
        <translation>%1-bit tozalanib, 0 ga aylandi.</translation>
    </message>
    <message>
        <source>Counter %1 is stuck at %2, so it stays there.</source>
        <translation>%1-hisoblagich %2 qiymatida qotib qolgan, shuning uchun u oʻzgarmaydi.</translation>
    </message>
    <message>
        <source>Counter %1 goes down: %2 → %3.</source>
        <translation>%1-hisoblagich kamayadi: %2 → %3.</translation>
    </message>
    <message>
        <source>Hashes %1 and %2 both chose bit %3, so %4 sets fewer distinct bits than it has hashes.</source>
        <translation>%1- va %2-xeshlar ikkalasi ham %3-bitni tanladi, shuning uchun %4 kaliti xeshlari sonidan kamroq turli bit oʻrnatadi.</translation>
    </message>
    <message>
        <source>Hashes %1 and %2 both chose bit %3: this look adds nothing new.</source>
        <translation>%1- va %2-xeshlar ikkalasi ham %3-bitni tanladi: bu tekshiruv yangi hech narsa bermaydi.</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>never</source>
        <translation>hech qachon</translation>
    </message>
    <message>
        <source>1 in %1</source>
        <translation>%1 tadan 1 ta</translation>
    </message>
    <message numerus="yes">
        <source>%n byte(s)</source>
        <translation>
            <numerusform>%Ln bayt</numerusform>
            <numerusform>%Ln bayt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bit(s)</source>
        <translation>
            <numerusform>%Ln bit</numerusform>
            <numerusform>%Ln bit</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bayt</translation>
    </message>
</context>
<context>
    <name>NumberSpinBox</name>
    <message>
        <source>This box takes %1 to %2; it keeps its last value.</source>
        <translation>Bu maydon %1 dan %2 gacha qiymat oladi; avvalgi qiymati saqlanadi.</translation>
    </message>
    <message>
        <source>“%1” is not a number; the box keeps its last value.</source>
        <translation>«%1» son emas; maydonda avvalgi qiymati saqlanadi.</translation>
    </message>
</context>
<context>
    <name>PageCatalog</name>
    <message>
        <source>Explore</source>
        <translation>Tadqiq</translation>
    </message>
    <message>
        <source>Deletion</source>
        <translation>Oʻchirish</translation>
    </message>
    <message>
        <source>Scalable</source>
        <translation>Kengayuvchi</translation>
    </message>
    <message>
        <source>FPR lab</source>
        <translation>FPR laboratoriyasi</translation>
    </message>
    <message>
        <source>Lessons</source>
        <translation>Darslar</translation>
    </message>
    <message>
        <source>Quiz</source>
        <translation>Test</translation>
    </message>
    <message>
        <source>Add and check keys on a small bit array and watch every hash land. A check stops at the first 0 bit, and every false positive is traced back to the keys that set its bits.</source>
        <translation>Kichik bitlar massivida kalitlarni qoʻshing va tekshiring, har bir xesh qayerga tushishini kuzating. Tekshiruv birinchi 0 bitda toʻxtaydi, har bir soxta ijobiy esa uning bitlarini oʻrnatgan kalitlargacha kuzatib boriladi.</translation>
    </message>
    <message>
        <source>Clear a key&apos;s bits the naive way and watch other keys vanish. Then see how a counting filter removes keys safely, and where even it goes wrong.</source>
        <translation>Kalit bitlarini sodda usulda tozalang va boshqa kalitlar qanday yoʻqolib ketishini kuzating. Soʻng sanovchi filtr kalitlarni qanday xavfsiz oʻchirishini va hatto u ham qayerda xato qilishini koʻring.</translation>
    </message>
    <message>
        <source>Keep adding keys past the design capacity. A fixed filter&apos;s error climbs; a scalable filter adds slices and keeps its error bounded.</source>
        <translation>Moʻljallangan sigʻimdan oshib ketgandan keyin ham kalit qoʻshishda davom eting. Oʻlchami qatʼiy filtrning xatosi oʻsib boradi; kengayuvchi filtr esa yangi boʻlaklar qoʻshib, xatosini cheklangan holda saqlaydi.</translation>
    </message>
    <message>
        <source>Move m, n and k and watch the false-positive rate respond, with the formula and real measurements on the same axes. Size a filter for your own data.</source>
        <translation>m, n va k ni oʻzgartiring va soxta ijobiylar ulushi qanday oʻzgarishini kuzating: formula va haqiqiy oʻlchovlar bitta koordinata oʻqlarida. Oʻz maʼlumotlaringiz uchun filtr oʻlchamini tanlang.</translation>
    </message>
    <message>
        <source>Guided lessons from real systems: username checks in front of a database, web-crawler deduplication, LSM-tree SSTables and Safe Browsing.</source>
        <translation>Haqiqiy tizimlarga asoslangan yoʻl-yoʻriqli darslar: maʼlumotlar bazasidan oldin foydalanuvchi nomlarini tekshirish, veb-kraulerda takrorlanishlarni bartaraf etish, LSM-daraxtlardagi SSTable fayllari va Safe Browsing.</translation>
    </message>
    <message>
        <source>Check what you have learned, from the basics to interview-style trade-offs.</source>
        <translation>Oʻrganganlaringizni sinab koʻring: asoslardan tortib ish suhbatidagi kabi murosali yechimlar haqidagi savollargacha.</translation>
    </message>
    <message>
        <source>Systems</source>
        <translation>Tizimlar</translation>
    </message>
    <message>
        <source>The articles&apos; systems running for real: a sign-up form in front of SQLite with its filter in this process or in Redis, RocksDB&apos;s filter in every SST file, a web crawler, Safe Browsing and a CDN&apos;s one-hit wonders.</source>
        <translation>Maqolalardagi tizimlar haqiqiy ishlashda: SQLite oldidagi roʻyxatdan oʻtish formasi (uning filtri shu jarayonda yoki Redis da), RocksDB ning har bir SST fayldagi filtri, veb-krauler, Safe Browsing va CDN dagi bir martalik xitlar.</translation>
    </message>
</context>
<context>
    <name>PlayerBar</name>
    <message>
        <source>Back to the start</source>
        <translation>Boshiga qaytish</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Bir qadam orqaga</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>Bir qadam orqaga (Chap strelka)</translation>
    </message>
    <message>
        <source>Play or pause</source>
        <translation>Ijro etish yoki pauza</translation>
    </message>
    <message>
        <source>Play or pause (Space)</source>
        <translation>Ijro etish yoki pauza (Probel)</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Bir qadam oldinga</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>Bir qadam oldinga (Oʻng strelka)</translation>
    </message>
    <message>
        <source>Show the result</source>
        <translation>Natijani koʻrsatish</translation>
    </message>
    <message>
        <source>Jump to the result</source>
        <translation>Natijaga oʻtish</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animatsiya tezligi</translation>
    </message>
    <message>
        <source>Animation speed (+ and −)</source>
        <translation>Animatsiya tezligi (+ va −)</translation>
    </message>
    <message>
        <source>Animation step</source>
        <translation>Animatsiya qadami</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tezlik:</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Bir zumda</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pauza (Probel)</translation>
    </message>
    <message>
        <source>Play (Space)</source>
        <translation>Ijro etish (Probel)</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>%1-qadam (jami %2)</translation>
    </message>
    <message>
        <source>How long a worked example holds each result</source>
        <translation>Namunaviy misol har bir natijada qancha vaqt toʻxtab turadi</translation>
    </message>
    <message>
        <source>How long a worked example holds each result before the next step</source>
        <translation>Namunaviy misol keyingi qadamdan oldin har bir natijada qancha vaqt toʻxtab turadi</translation>
    </message>
    <message>
        <source>until Space</source>
        <translation>Probel bosilguncha</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 soniya</translation>
    </message>
    <message>
        <source>Hold:</source>
        <translation>Kutish:</translation>
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
        <translation>Joylashuv:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Fayl &amp;nomi:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Fayl turi:</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Jild:</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ochish</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Boshqa nom bilan saqlash</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ochish</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Saqlash</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Tanlash</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Orqaga</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Oldinga</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Orqaga qaytish</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Oldinga oʻtish</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Yuqori jild</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Yuqori jildga oʻtish</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Yangi jild yaratish</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Yangi jild yaratish</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Roʻyxat koʻrinishi</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Batafsil koʻrinish</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Roʻyxat koʻrinishiga oʻtish</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Batafsil koʻrinishga oʻtish</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Yon panel</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Joylar va xatchoʻplar roʻyxati</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Soʻnggi joylar</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fayllar</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Jildlar</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Jildni topish</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Yangi jild</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Ya&amp;ngi jild</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Nomini oʻzga&amp;rtirish</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Oʻchirish</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Oʻchirish</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Olib tashlash</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Yashirin fayllarni koʻrsatish</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Barcha fayllar (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Barcha fayllar (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 allaqachon mavjud.
Uni almashtirmoqchimisiz?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Fayl topilmadi.
Fayl nomi toʻgʻri kiritilganini tekshiring.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Jild topilmadi.
Jild nomi toʻgʻri kiritilganini tekshiring.</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Haqiqatan ham “%1” oʻchirilsinmi?</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1” yozishdan himoyalangan.
Baribir oʻchirilsinmi?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Jildni oʻchirib boʻlmadi.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nomi</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Hajmi</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Turi</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Oʻzgartirilgan sana</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Kompyuter</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Mening kompyuterim</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Bekor qilish</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Qaytarish</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kesish</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Nusxalash</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Joylash</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Oʻchirish</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Hammasini tanlash</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Saqlash</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Saqlamaslik</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Bekor qilish</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Yopish</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ha</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Yoʻq</translation>
    </message>
</context>
<context>
    <name>QuestionCard</name>
    <message>
        <source>Show a hin&amp;t</source>
        <translation>Maslahatni koʻ&amp;rsatish</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>T&amp;ekshirish</translation>
    </message>
    <message>
        <source>Rec&amp;ord the points I covered</source>
        <translation>Qamrab &amp;olgan fikrlarimni qayd etish</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>&amp;Menga koʻrsating</translation>
    </message>
    <message>
        <source>&amp;Next question</source>
        <translation>Keyi&amp;ngi savol</translation>
    </message>
    <message>
        <source>This question has no translation yet, so it is shown in English.</source>
        <translation>Bu savol hali tarjima qilinmagan, shuning uchun ingliz tilida koʻrsatilmoqda.</translation>
    </message>
    <message>
        <source>The question</source>
        <translation>Savol</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Javobingiz</translation>
    </message>
    <message>
        <source>Write your answer as you would say it in an interview, then compare it with the model answer.</source>
        <translation>Javobingizni ish suhbatida qanday aytsangiz, shunday yozing, soʻng uni namunaviy javob bilan solishtiring.</translation>
    </message>
    <message>
        <source>Open the lesson step or page that teaches this</source>
        <translation>Buni oʻrgatadigan dars qadamini yoki sahifani ochish</translation>
    </message>
    <message>
        <source>Recorded: you covered %1 of %2 key points.</source>
        <translation>Qayd etildi: %2 ta asosiy fikrdan %1 tasini qamrab oldingiz.</translation>
    </message>
    <message>
        <source>%1 · a drill with new numbers each time</source>
        <translation>%1 · har safar yangi sonlar bilan hisoblash mashqi</translation>
    </message>
    <message>
        <source>Show the model &amp;answer</source>
        <translation>N&amp;amunaviy javobni koʻrsatish</translation>
    </message>
    <message>
        <source>Pick every option you think is right first.</source>
        <translation>Avval toʻgʻri deb hisoblagan barcha variantlarni tanlang.</translation>
    </message>
    <message>
        <source>Pick an option first.</source>
        <translation>Avval variantni tanlang.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Toʻgʻri.</translation>
    </message>
    <message>
        <source>Not quite: the marks under each option say why.</source>
        <translation>Unchalik toʻgʻri emas: sababi har bir variant ostidagi belgilarda.</translation>
    </message>
    <message>
        <source>Right. The answer: %1.</source>
        <translation>Toʻgʻri. Javob: %1.</translation>
    </message>
    <message>
        <source>Not quite. The answer: %1.</source>
        <translation>Unchalik toʻgʻri emas. Toʻgʻri javob: %1.</translation>
    </message>
    <message>
        <source>**Model answer**</source>
        <translation>**Namunaviy javob**</translation>
    </message>
    <message>
        <source>Tick the key points your answer covered.</source>
        <translation>Javobingiz qamrab olgan asosiy fikrlarni belgilang.</translation>
    </message>
    <message>
        <source>%1 · difficulty %2 of %3</source>
        <translation>%1 · qiyinlik darajasi %2 / %3</translation>
    </message>
    <message>
        <source>Answer and &amp;go on</source>
        <translation>Javob berib, &amp;davom etish</translation>
    </message>
    <message numerus="yes">
        <source>%n vote(s)</source>
        <translation>
            <numerusform>%Ln ta ovoz</numerusform>
            <numerusform>%Ln ta ovoz</numerusform>
        </translation>
    </message>
    <message>
        <source>Reveal the answer (Space)</source>
        <translation>Javobni ochish (Space)</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Javob: %1.</translation>
    </message>
    <message>
        <source>Key points:</source>
        <translation>Asosiy fikrlar:</translation>
    </message>
    <message>
        <source>%1 · difficulty %2 of %3 · on a live demo</source>
        <translation>%1 · qiyinlik darajasi %2 / %3 · jonli namoyishda</translation>
    </message>
    <message>
        <source>S&amp;kip this question</source>
        <translation>Bu savolni oʻt&amp;kazib yuborish</translation>
    </message>
    <message>
        <source>You should have picked this one.</source>
        <translation>Bu toʻgʻri variantni ham tanlashingiz kerak edi.</translation>
    </message>
    <message>
        <source>Write your answer as you would say it in an interview. The model answer is shown beside it in the review at the end.</source>
        <translation>Javobingizni ish suhbatida qanday aytsangiz, shunday yozing. Namunaviy javob oxiridagi koʻrib chiqishda yonida koʻrsatiladi.</translation>
    </message>
    <message>
        <source>You have not answered this question. Press again to go on without an answer.</source>
        <translation>Bu savolga javob bermadingiz. Javobsiz davom etish uchun yana bosing.</translation>
    </message>
</context>
<context>
    <name>QuizBank</name>
    <message>
        <source>The core guarantee</source>
        <translation>Asosiy kafolat</translation>
    </message>
    <message>
        <source>False positives</source>
        <translation>Soxta ijobiylar</translation>
    </message>
    <message>
        <source>Costs</source>
        <translation>Xarajatlar</translation>
    </message>
    <message>
        <source>Why no delete</source>
        <translation>Nega oʻchirib boʻlmaydi</translation>
    </message>
    <message>
        <source>Counting filters</source>
        <translation>Sanovchi filtrlar</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>Oʻlchamni tanlash</translation>
    </message>
    <message>
        <source>The best k</source>
        <translation>Eng yaxshi k</translation>
    </message>
    <message>
        <source>Overfilling</source>
        <translation>Haddan tashqari toʻldirish</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>Kalit boshiga bitlar</translation>
    </message>
    <message>
        <source>Hashing</source>
        <translation>Xeshlash</translation>
    </message>
    <message>
        <source>Blocked filters</source>
        <translation>Blokli filtrlar</translation>
    </message>
    <message>
        <source>Scalable filters</source>
        <translation>Kengayuvchi filtrlar</translation>
    </message>
    <message>
        <source>Union of filters</source>
        <translation>Filtrlar birlashmasi</translation>
    </message>
    <message>
        <source>Storage engines</source>
        <translation>Maʼlumotlarni saqlash tizimlari</translation>
    </message>
    <message>
        <source>Cache penetration</source>
        <translation>Keshni chetlab oʻtish</translation>
    </message>
    <message>
        <source>Crawlers</source>
        <translation>Kraulerlar</translation>
    </message>
    <message>
        <source>Safe Browsing</source>
        <translation>Safe Browsing</translation>
    </message>
    <message>
        <source>One-hit wonders</source>
        <translation>Bir martalik xitlar</translation>
    </message>
    <message>
        <source>Chosen keys and seeds</source>
        <translation>Ataylab tanlangan kalitlar va boshlangʻich qiymatlar</translation>
    </message>
    <message>
        <source>When not to use one</source>
        <translation>Qachon ishlatmaslik kerak</translation>
    </message>
    <message>
        <source>Cuckoo filters</source>
        <translation>Kakku filtrlari</translation>
    </message>
    <message>
        <source>When false negatives happen</source>
        <translation>Soxta salbiylar qachon yuz beradi</translation>
    </message>
</context>
<context>
    <name>QuizPage</name>
    <message>
        <source>One question at a time, with feedback on every option. Three right in a row without a hint marks a topic practised; right again in a mixed review on another day marks it mastered. Missed questions come back another time.</source>
        <translation>Bir vaqtda bitta savol, har bir variant boʻyicha izoh bilan. Maslahatsiz ketma-ket uchta toʻgʻri javob mavzuni “mashq qilingan” deb belgilaydi; boshqa kuni aralash takrorlashda yana toʻgʻri javob uni “oʻzlashtirilgan” deb belgilaydi. Xato javob berilgan savollar keyinroq yana chiqadi.</translation>
    </message>
    <message>
        <source>Topics</source>
        <translation>Mavzular</translation>
    </message>
    <message>
        <source>Choose a topic to practise, or all topics for a mixed review</source>
        <translation>Mashq qilish uchun mavzuni yoki aralash takrorlash uchun barcha mavzularni tanlang</translation>
    </message>
    <message>
        <source>All topics: a mixed review</source>
        <translation>Barcha mavzular: aralash takrorlash</translation>
    </message>
    <message>
        <source>%1 of %2 right</source>
        <translation>%2 tadan %1 tasi toʻgʻri</translation>
    </message>
    <message>
        <source>practised</source>
        <translation>mashq qilingan</translation>
    </message>
    <message>
        <source>mastered</source>
        <translation>oʻzlashtirilgan</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Interview answers, graded by you: %1 of %2 key points covered.</source>
        <translation>Ish suhbati javoblari, oʻzingiz baholagan: %2 ta asosiy fikrdan %1 tasi qamrab olingan.</translation>
    </message>
    <message>
        <source>Reset progress</source>
        <translation>Progressni tozalash</translation>
    </message>
    <message>
        <source>Forget every topic&apos;s progress and the missed questions? This cannot be undone.</source>
        <translation>Barcha mavzular boʻyicha progress va xato javob berilgan savollar unutilsinmi? Buni bekor qilib boʻlmaydi.</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>Mashq &amp;qilish</translation>
    </message>
    <message>
        <source>Mock &amp;interview</source>
        <translation>Sinov &amp;ish suhbati</translation>
    </message>
    <message>
        <source>Class&amp;room</source>
        <translation>Sinf &amp;xonasi</translation>
    </message>
    <message>
        <source>Reset pro&amp;gress…</source>
        <translation>&amp;Progressni tozalash…</translation>
    </message>
    <message>
        <source>E&amp;xport results…</source>
        <translation>Natijalarni ek&amp;sport qilish…</translation>
    </message>
    <message>
        <source>Save every topic&apos;s answers, streak and mastery for a spreadsheet</source>
        <translation>Har bir mavzu boʻyicha javoblar, ketma-ket toʻgʻrilar va mahoratni jadval dasturi uchun saqlash</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Natijalarni eksport qilish</translation>
    </message>
    <message>
        <source>quiz-results.csv</source>
        <translation>quiz-results.csv</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV fayllari (*.csv)</translation>
    </message>
</context>
<context>
    <name>ResultSheet</name>
    <message>
        <source>%1 (as shown)</source>
        <translation>%1 (ekranda koʻrsatilganidek)</translation>
    </message>
</context>
<context>
    <name>ResultsTable</name>
    <message>
        <source>Results</source>
        <translation>Natijalar</translation>
    </message>
</context>
<context>
    <name>RunBar</name>
    <message>
        <source>Cancel</source>
        <translation>Bekor qilish</translation>
    </message>
    <message>
        <source>Progress of the run</source>
        <translation>Bajarilish jarayoni</translation>
    </message>
</context>
<context>
    <name>SafeBrowsingController</name>
    <message>
        <source>Cancelled. The last finished run is still shown.</source>
        <translation>Bekor qilindi. Oxirgi tugallangan ishga tushirish natijasi hamon koʻrsatilmoqda.</translation>
    </message>
    <message>
        <source>Not enough memory for the list, its filter and its prefix set: this needs about %1 and %2 is available. Choose a shorter list or a larger false-positive rate.</source>
        <translation>Roʻyxat, uning filtri va prefiks toʻplami uchun xotira yetarli emas: taxminan %1 kerak, mavjudi esa %2. Qisqaroq roʻyxat yoki kattaroq soxta ijobiylar ulushini tanlang.</translation>
    </message>
    <message>
        <source>Choose a list of %1 to %2 URLs.</source>
        <translation>Roʻyxat uchun %1 dan %2 gacha URL tanlang.</translation>
    </message>
    <message>
        <source>Choose %1 to %2 URLs to check.</source>
        <translation>Tekshirish uchun %1 dan %2 gacha URL tanlang.</translation>
    </message>
    <message>
        <source>The share of visits to listed URLs must be between %1 and %2.</source>
        <translation>Roʻyxatdagi URL manzillarga tashriflar ulushi %1 va %2 oraligʻida boʻlishi kerak.</translation>
    </message>
    <message>
        <source>definitely not listed, answered in the browser without a round trip</source>
        <translation>aniq roʻyxatda yoʻq, brauzerning oʻzida borib-kelishsiz javob berildi</translation>
    </message>
    <message>
        <source>maybe, so the server was asked for the full hashes: not listed. A false positive, one round trip for nothing</source>
        <translation>ehtimol, shuning uchun serverdan toʻliq xeshlar soʻraldi: roʻyxatda yoʻq. Bu soxta ijobiy, bitta borib-kelish behuda ketdi</translation>
    </message>
    <message>
        <source>maybe, so the server was asked for the full hashes: listed. The browser warns before opening the page</source>
        <translation>ehtimol, shuning uchun serverdan toʻliq xeshlar soʻraldi: roʻyxatda bor. Brauzer sahifani ochishdan oldin ogohlantiradi</translation>
    </message>
    <message>
        <source>Building a list of %1 URLs, shipping it both ways, then browsing %2 URLs…</source>
        <translation>%1 ta URL manzilli roʻyxat tuzilmoqda, u ikkala usulda yuborilmoqda, soʻng brauzerda %2 ta URL ochilmoqda…</translation>
    </message>
    <message>
        <source>Run the browsing first: a URL is checked against the list that run built.</source>
        <translation>Avval sahifalarni ochishni ishga tushiring: URL oʻsha ishga tushirishda tuzilgan roʻyxat boʻyicha tekshiriladi.</translation>
    </message>
    <message>
        <source>Type a URL to check.</source>
        <translation>Tekshirish uchun URL kiriting.</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Tekshirilmoqda…</translation>
    </message>
    <message>
        <source>%1 — the Bloom filter and the prefix set alike: %2.</source>
        <translation>%1 — Bloom filtri ham, prefiks toʻplami ham bir xil javob berdi: %2.</translation>
    </message>
    <message>
        <source>%1 — Bloom filter: %2. Prefix set: %3.</source>
        <translation>%1 — Bloom filtri: %2. Prefiks toʻplami: %3.</translation>
    </message>
    <message>
        <source>checks each URL it opens</source>
        <translation>ochadigan har bir URL manzilni tekshiradi</translation>
    </message>
    <message>
        <source>a Bloom filter</source>
        <translation>Bloom filtri</translation>
    </message>
    <message>
        <source>a prefix set</source>
        <translation>prefiks toʻplami</translation>
    </message>
    <message>
        <source>the full list</source>
        <translation>toʻliq roʻyxat</translation>
    </message>
    <message>
        <source>a URL</source>
        <translation>URL manzil</translation>
    </message>
    <message>
        <source>maybe: full hashes?</source>
        <translation>ehtimol: toʻliq xeshlar?</translation>
    </message>
    <message>
        <source>definitely not listed</source>
        <translation>aniq roʻyxatda yoʻq</translation>
    </message>
    <message>
        <source>%1 listed visits</source>
        <translation>roʻyxatdagi sahifalarga %1 ta tashrif</translation>
    </message>
    <message>
        <source>Bloom filter · %1</source>
        <translation>Bloom filtri · %1</translation>
    </message>
    <message>
        <source>prefix set · %1</source>
        <translation>prefiks toʻplami · %1</translation>
    </message>
    <message>
        <source>%1 full SHA-256 hashes</source>
        <translation>%1 ta toʻliq SHA-256 xeshi</translation>
    </message>
    <message>
        <source>%1 URLs</source>
        <translation>%1 ta URL</translation>
    </message>
    <message>
        <source>%1 maybe (%2 false)</source>
        <translation>%1 ta ehtimol (%2 tasi soxta)</translation>
    </message>
    <message>
        <source>%1 definitely not listed</source>
        <translation>%1 tasi aniq roʻyxatda yoʻq</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Same list, same browsing</source>
        <translation>Bir xil roʻyxat, bir xil ochilgan sahifalar</translation>
    </message>
    <message>
        <source>Bloom filter (Chrome until 2011)</source>
        <translation>Bloom filtri (Chrome, 2011-yilgacha)</translation>
    </message>
    <message>
        <source>Prefix set (Update API v4)</source>
        <translation>Prefiks toʻplami (Update API v4)</translation>
    </message>
    <message>
        <source>URLs on the list</source>
        <translation>Roʻyxatdagi URL manzillar</translation>
    </message>
    <message>
        <source>Entries shipped (distinct 4-byte prefixes)</source>
        <translation>Yuborilgan yozuvlar (turli 4 baytli prefikslar)</translation>
    </message>
    <message>
        <source>Bytes shipped</source>
        <translation>Yuborilgan baytlar</translation>
    </message>
    <message>
        <source>%1 (BloomLab&apos;s file format)</source>
        <translation>%1 (BloomLab fayl formati)</translation>
    </message>
    <message>
        <source>%1 (Rice-coded)</source>
        <translation>%1 (Rice usulida kodlangan)</translation>
    </message>
    <message>
        <source>Bytes per list entry</source>
        <translation>Roʻyxat yozuvi boshiga baytlar</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Parametrlar</translation>
    </message>
    <message>
        <source>%1 bits, k = %2</source>
        <translation>%1 bit, k = %2</translation>
    </message>
    <message>
        <source>Rice parameter %1</source>
        <translation>Rice parametri %1</translation>
    </message>
    <message>
        <source>Uncompressed</source>
        <translation>Siqilmagan</translation>
    </message>
    <message>
        <source>%1 (4 bytes a prefix)</source>
        <translation>%1 (prefiks boshiga 4 bayt)</translation>
    </message>
    <message>
        <source>The filter&apos;s bits as one decimal number</source>
        <translation>Filtr bitlari bitta oʻnlik son sifatida</translation>
    </message>
    <message>
        <source>%1 digits</source>
        <translation>%1 ta raqam</translation>
    </message>
    <message>
        <source>… as base64</source>
        <translation>… base64 koʻrinishida</translation>
    </message>
    <message>
        <source>%1 characters</source>
        <translation>%1 ta belgi</translation>
    </message>
    <message>
        <source>URLs checked (of them listed)</source>
        <translation>Tekshirilgan URL manzillar (shundan roʻyxatdagilari)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Round trips avoided (definitely not listed)</source>
        <translation>Tejalgan borib-kelishlar (aniq roʻyxatda yoʻq)</translation>
    </message>
    <message>
        <source>Round trips to the server (maybe)</source>
        <translation>Serverga borib-kelishlar (ehtimol)</translation>
    </message>
    <message>
        <source>… for unlisted URLs (false positives)</source>
        <translation>… roʻyxatda yoʻq URL manzillar uchun (soxta ijobiylar)</translation>
    </message>
    <message>
        <source>… for listed URLs (caught)</source>
        <translation>… roʻyxatdagi URL manzillar uchun (aniqlangan)</translation>
    </message>
    <message>
        <source>False-positive rate, measured</source>
        <translation>Soxta ijobiylar ulushi, oʻlchangan</translation>
    </message>
    <message>
        <source>False-positive rate, expected</source>
        <translation>Soxta ijobiylar ulushi, kutilgan</translation>
    </message>
    <message>
        <source>The Bloom filter shipped %1 and the prefix set %2. Of %3 visits to unlisted pages, the filter sent %4 to the server for nothing and the prefix set %5. Of %6 visits to listed pages, the filter caught %7 and the prefix set %8. Type a URL below to follow one check.</source>
        <translation>Bloom filtri %1, prefiks toʻplami esa %2 hajmda yuborildi. Roʻyxatda yoʻq sahifalarga %3 ta tashrifdan filtr %4 tasini, prefiks toʻplami esa %5 tasini serverga behuda yubordi. Roʻyxatdagi sahifalarga %6 ta tashrifdan filtr %7 tasini, prefiks toʻplami esa %8 tasini aniqladi. Bitta tekshiruvni kuzatish uchun quyida URL kiriting.</translation>
    </message>
</context>
<context>
    <name>SafeBrowsingTab</name>
    <message>
        <source>A browser checks every page it opens against Google&apos;s list of malicious URLs, without sending each address away. Chrome kept a Bloom filter of the list for this until 2011, then replaced it with a prefix set: the URLs&apos; 32-bit hash prefixes, sorted and stored as the differences between neighbours (Chromium change “PrefixSet as an alternate to BloomFilter”, 2011). Google&apos;s Safe Browsing Update API v4 ships 4-byte SHA-256 prefixes, Rice-Golomb compressed, and the browser asks the server for the full hashes only when a URL matches locally (Safe Browsing v4 Update API documentation). Since 2024, Chrome&apos;s standard protection also checks URLs in real time through a privacy relay (Google Online Security Blog, March 2024). Here both local lists are built from one list and face the same browsing.</source>
        <translation>Brauzer ochadigan har bir sahifani, manzillarni tashqariga yubormasdan, Google ning zararli URL manzillar roʻyxati boʻyicha tekshiradi. Chrome buning uchun 2011-yilgacha shu roʻyxatning Bloom filtrini saqlagan, soʻng uni prefiks toʻplami bilan almashtirgan: URL manzillarning 32 bitli xesh prefikslari saralanib, qoʻshnilar orasidagi farqlar sifatida saqlanadi (Chromium loyihasidagi “PrefixSet as an alternate to BloomFilter” oʻzgarishi, 2011). Google ning Safe Browsing Update API v4 xizmati Rice-Golomb usulida siqilgan 4 baytli SHA-256 prefikslarini yuboradi, brauzer esa serverdan toʻliq xeshlarni faqat URL mahalliy roʻyxatda moslik topgandagina soʻraydi (Safe Browsing v4 Update API hujjatlari). 2024-yildan beri Chrome ning standart himoyasi URL manzillarni maxfiylik relesi orqali real vaqtda ham tekshiradi (Google Online Security Blog, 2024-yil mart). Bu yerda ikkala mahalliy roʻyxat bitta roʻyxatdan quriladi va bir xil sahifalar ochilishiga duch keladi.</translation>
    </message>
    <message>
        <source>Browser</source>
        <translation>Brauzer</translation>
    </message>
    <message>
        <source>Local list</source>
        <translation>Mahalliy roʻyxat</translation>
    </message>
    <message>
        <source>Safe Browsing server</source>
        <translation>Safe Browsing serveri</translation>
    </message>
    <message>
        <source>safe-browsing-results.csv</source>
        <translation>safe-browsing-results.csv</translation>
    </message>
    <message>
        <source>List and browsing</source>
        <translation>Roʻyxat va sahifalarni ochish</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to size the filter for</source>
        <translation>Filtr oʻlchami moʻljallanadigan soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>Ship the list and browse</source>
        <translation>Roʻyxatni yuborish va sahifalarni ochish</translation>
    </message>
    <message>
        <source>URLs on the list:</source>
        <translation>Roʻyxatdagi URL manzillar:</translation>
    </message>
    <message>
        <source>URLs the browser opens:</source>
        <translation>Brauzer ochadigan URL manzillar:</translation>
    </message>
    <message>
        <source>Share of them on the list:</source>
        <translation>Ulardan roʻyxatdagilari ulushi:</translation>
    </message>
    <message>
        <source>Filter&apos;s false-positive rate:</source>
        <translation>Filtrning soxta ijobiylar ulushi:</translation>
    </message>
    <message>
        <source>One URL</source>
        <translation>Bitta URL</translation>
    </message>
    <message>
        <source>Bloom filter (until 2011)</source>
        <translation>Bloom filtri (2011-yilgacha)</translation>
    </message>
    <message>
        <source>Prefix set (v4)</source>
        <translation>Prefiks toʻplami (v4)</translation>
    </message>
    <message>
        <source>A URL, exactly as listed, e.g. one of the examples</source>
        <translation>URL, aynan roʻyxatdagidek, masalan, misollardan biri</translation>
    </message>
    <message>
        <source>URL to check</source>
        <translation>Tekshiriladigan URL</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Tekshirish</translation>
    </message>
    <message>
        <source>A listed URL</source>
        <translation>Roʻyxatdagi URL</translation>
    </message>
    <message>
        <source>An unlisted URL</source>
        <translation>Roʻyxatda yoʻq URL</translation>
    </message>
    <message>
        <source>The diagram follows:</source>
        <translation>Diagrammada koʻrsatiladi:</translation>
    </message>
    <message>
        <source>URL to check against the list the run built:</source>
        <translation>Ishga tushirishda tuzilgan roʻyxat boʻyicha tekshiriladigan URL:</translation>
    </message>
</context>
<context>
    <name>ScalableController</name>
    <message>
        <source>Feed %1 keys</source>
        <translation>%1 ta kalit qoʻshish</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Qaytadan boshlash</translation>
    </message>
    <message>
        <source>This lesson stops at %1 keys, %2 times the capacity: the point is made.</source>
        <translation>Bu dars %1 ta kalitda, yaʼni sigʻimdan %2 marta koʻp boʻlganda toʻxtaydi: gʻoya yetarlicha koʻrsatildi.</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sessiyani ochish</translation>
    </message>
    <message>
        <source>The next slice would take the two filters past %1, the most this page holds in memory: the point is made. Start over with a smaller capacity or a looser rate to feed further.</source>
        <translation>Keyingi boʻlak qoʻshilsa, ikkala filtr birgalikda %1 dan oshib ketadi, bu esa ushbu sahifa xotirada saqlay oladigan eng katta hajm: gʻoya yetarlicha koʻrsatildi. Kalit qoʻshishda davom etish uchun kichikroq sigʻim yoki yumshoqroq maqsadli ulush bilan qaytadan boshlang.</translation>
    </message>
</context>
<context>
    <name>ScalableModel</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 va %2</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Kalitlar</translation>
    </message>
    <message>
        <source>Fixed FPR</source>
        <translation>Qatʼiy filtr
FPR</translation>
    </message>
    <message>
        <source>Scalable FPR</source>
        <translation>Kengayuvchi filtr
FPR</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Chegara</translation>
    </message>
    <message>
        <source>Slices</source>
        <translation>Boʻlaklar</translation>
    </message>
    <message>
        <source>Memory:
fixed vs scalable</source>
        <translation>Xotira:
qatʼiy va kengayuvchi</translation>
    </message>
</context>
<context>
    <name>ScalablePage</name>
    <message>
        <source>Scalable</source>
        <translation>Kengayuvchi</translation>
    </message>
    <message>
        <source>A Bloom filter is sized for a capacity. Feed it more keys and its error climbs. A scalable filter (Almeida et al., 2007) opens a new, tighter slice whenever one fills, so its compound error stays under the target.</source>
        <translation>Bloom filtri maʼlum sigʻimga moʻljallab oʻlchanadi. Unga koʻproq kalit bersangiz, xatosi oshib boradi. Kengayuvchi filtr (Almeida et al., 2007) har safar boʻlak toʻlganda yangi, qatʼiyroq boʻlak ochadi, shuning uchun uning umumiy xatosi maqsaddan oshmaydi.</translation>
    </message>
</context>
<context>
    <name>ScalableParametersBar</name>
    <message>
        <source>Initial capacity</source>
        <translation>Boshlangʻich sigʻim</translation>
    </message>
    <message>
        <source>Target false-positive rate</source>
        <translation>Maqsadli soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>Growth factor</source>
        <translation>Oʻsish koeffitsiyenti</translation>
    </message>
    <message>
        <source>Each slice holds this many times the keys of the one before</source>
        <translation>Har bir boʻlak oldingisiga qaraganda shuncha marta koʻp kalit sigʻdiradi</translation>
    </message>
    <message>
        <source>Tightening ratio</source>
        <translation>Qatʼiylashtirish koeffitsiyenti</translation>
    </message>
    <message>
        <source>Each slice&apos;s error budget is this times the one before</source>
        <translation>Har bir boʻlakning xato byudjeti oldingisinikining shuncha karrasiga teng</translation>
    </message>
    <message>
        <source>&amp;Start over</source>
        <translation>&amp;Qaytadan boshlash</translation>
    </message>
    <message>
        <source>Empty both filters and build them with these settings</source>
        <translation>Ikkala filtrni boʻshatib, ularni shu sozlamalar bilan qayta qurish</translation>
    </message>
    <message>
        <source>&amp;Capacity:</source>
        <translation>&amp;Sigʻim:</translation>
    </message>
    <message>
        <source>&amp;Target p:</source>
        <translation>Maqsadli &amp;p:</translation>
    </message>
    <message>
        <source>&amp;Growth s:</source>
        <translation>&amp;Oʻsish s:</translation>
    </message>
    <message>
        <source>Tightening &amp;r:</source>
        <translation>Qatʼiylashtirish &amp;r:</translation>
    </message>
    <message>
        <source>Not used yet: Start over builds the filters with these settings.</source>
        <translation>Hali qoʻllanmagan: «Qaytadan boshlash» filtrlarni shu sozlamalar bilan quradi.</translation>
    </message>
</context>
<context>
    <name>SchemesStage</name>
    <message>
        <source>Hash schemes compared</source>
        <translation>Xesh sxemalarini taqqoslash</translation>
    </message>
    <message>
        <source>The same experiment with each hash scheme: m = %1, k = %2, n = %3, %4 probes. A tiny filter with many hashes is where a weak scheme shows.</source>
        <translation>Har bir xesh sxemasi bilan bir xil tajriba: m = %1, k = %2, n = %3, %4 ta tekshiruv. Zaif sxema aynan koʻp xeshli juda kichik filtrda oʻzini namoyon qiladi.</translation>
    </message>
    <message>
        <source>Com&amp;pare schemes</source>
        <translation>Sxemalarni &amp;solishtirish</translation>
    </message>
    <message>
        <source>Scheme</source>
        <translation>Sxema</translation>
    </message>
    <message>
        <source>Measured</source>
        <translation>Oʻlchangan</translation>
    </message>
    <message>
        <source>Exact theory</source>
        <translation>Aniq nazariya</translation>
    </message>
    <message>
        <source>Excess</source>
        <translation>Ortiqcha</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Sababi</translation>
    </message>
    <message>
        <source>The article&apos;s h·31 + byte</source>
        <translation>Maqoladagi h·31 + byte</translation>
    </message>
    <message>
        <source>Keys that differ only in their last characters get nearly the same hash, so their bits cluster: the filter acts as if it were much smaller.</source>
        <translation>Faqat oxirgi belgilari bilan farq qiladigan kalitlar deyarli bir xil xesh oladi, shuning uchun ularning bitlari bir joyga toʻplanib qoladi: filtr oʻzini ancha kichik filtrdek tutadi.</translation>
    </message>
    <message>
        <source>Plain double hashing</source>
        <translation>Oddiy ikki karrali xeshlash</translation>
    </message>
    <message>
        <source>h1 + i·h2 mod m: when h2 shares a factor with m, a key&apos;s probes cycle over a few cells and set fewer than k bits. Popular libraries shipped this and saw rates above theory.</source>
        <translation>h1 + i·h2 mod m: h2 va m umumiy boʻluvchiga ega boʻlsa, kalitning pozitsiyalari bir nechta katakcha boʻylab aylanib, k tadan kam bit oʻrnatadi. Mashhur kutubxonalar shu usulni qoʻllagan va nazariyadan yuqori koʻrsatkichlarni kuzatgan.</translation>
    </message>
    <message>
        <source>Enhanced double hashing, unmixed (BloomLab 0.1)</source>
        <translation>Takomillashgan ikki karrali xeshlash, aralashtirilmagan (BloomLab 0.1)</translation>
    </message>
    <message>
        <source>The cubic term breaks those cycles, but multiply-shift keeps only the top bits of a + i·b + (i³ − i)/6: when b is small the k probes crowd into neighbouring cells, about one key in m/2.</source>
        <translation>Kub had bu sikllarni buzadi, ammo koʻpaytirib siljitish (multiply-shift) a + i·b + (i³ − i)/6 ning faqat yuqori bitlarini saqlaydi: b kichik boʻlsa, k ta pozitsiya qoʻshni katakchalarga toʻplanib qoladi; bu taxminan har m/2 ta kalitdan birida yuz beradi.</translation>
    </message>
    <message>
        <source>Enhanced double hashing, remixed (default)</source>
        <translation>Takomillashgan ikki karrali xeshlash, qayta aralashtirilgan (standart)</translation>
    </message>
    <message>
        <source>Each a + i·b + (i³ − i)/6 is remixed before the reduction, so the k positions behave as independent ones and the measured rate matches theory.</source>
        <translation>Har bir a + i·b + (i³ − i)/6 qiymati pozitsiyaga keltirilishidan oldin qayta aralashtiriladi, shuning uchun k ta pozitsiya bir-biriga bogʻliq boʻlmagan pozitsiyalardek ishlaydi va oʻlchangan koʻrsatkich nazariyaga mos keladi.</translation>
    </message>
    <message>
        <source>%1 times the theory</source>
        <translation>nazariyadan %1 marta koʻp</translation>
    </message>
</context>
<context>
    <name>Screenshot</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 faylini yozib boʻlmadi: %2</translation>
    </message>
</context>
<context>
    <name>ScriptTexts</name>
    <message>
        <source>Usernames: 16 bits, k = 3</source>
        <translation>Foydalanuvchi nomlari: 16 bit, k = 3</translation>
    </message>
    <message>
        <source>Fruit table: 8 bits, k = 3</source>
        <translation>Mevalar jadvali: 8 bit, k = 3</translation>
    </message>
    <message>
        <source>Tiger and cow: 10 bits, k = 1</source>
        <translation>tiger va cow: 10 bit, k = 1</translation>
    </message>
    <message>
        <source>The username article: seyi_codes and aderonke are added, then john_doe and tiwa_codes are checked. Watch which bits they share.</source>
        <translation>Foydalanuvchi nomlari haqidagi maqola: seyi_codes va aderonke qoʻshiladi, soʻng john_doe va tiwa_codes tekshiriladi. Ularning qaysi bitlari umumiy ekanini kuzating.</translation>
    </message>
    <message>
        <source>The fruit table: apple and mango are added to 8 bits; then grape is checked.</source>
        <translation>Mevalar jadvali: apple va mango 8 bitli massivga qoʻshiladi; soʻng grape tekshiriladi.</translation>
    </message>
    <message>
        <source>One hash, 10 bits: tiger is added; then cow is checked and lands on the same bit.</source>
        <translation>Bitta xesh, 10 bit: tiger qoʻshiladi; soʻng cow tekshiriladi va u xuddi shu bitga tushadi.</translation>
    </message>
    <message>
        <source>Reset to the article</source>
        <translation>Maqoladagi holatga qaytarish</translation>
    </message>
    <message>
        <source>Hazard: remove a false positive</source>
        <translation>Xavf: soxta ijobiyni olib tashlash</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. tiwa_codes never is.</source>
        <translation>seyi_codes va aderonke qoʻshildi. tiwa_codes esa hech qachon qoʻshilmaydi.</translation>
    </message>
    <message>
        <source>Hazard: remove a key never added</source>
        <translation>Xavf: hech qachon qoʻshilmagan kalitni olib tashlash</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. john_doe never is.</source>
        <translation>seyi_codes va aderonke qoʻshildi. john_doe esa hech qachon qoʻshilmaydi.</translation>
    </message>
    <message>
        <source>Hazard: saturate a counter</source>
        <translation>Xavf: hisoblagichni toʻyintirish</translation>
    </message>
    <message>
        <source>An empty counting filter of 10 counters, k = 1: tiger always lands on counter 1.</source>
        <translation>10 ta hisoblagichli boʻsh sanovchi filtr, k = 1: tiger har doim 1-hisoblagichga tushadi.</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are in all three filters. In the two Bloom filters they share bit 7.</source>
        <translation>seyi_codes va aderonke uchala filtrda ham bor. Ikkala Bloom filtrida ularning 7-biti umumiy.</translation>
    </message>
    <message>
        <source>Cuckoo hazard: remove a key never added</source>
        <translation>Kakku xavfi: hech qachon qoʻshilmagan kalitni olib tashlash</translation>
    </message>
    <message>
        <source>seyi_codes and aderonke are added. kemi_229 never is, but it has seyi_codes&apos;s fingerprint, 76, and the same two buckets.</source>
        <translation>seyi_codes va aderonke qoʻshildi. kemi_229 esa hech qachon qoʻshilmaydi, lekin uning barmoq izi ham seyi_codes kabi 76 ga teng, ikki chelagi ham bir xil.</translation>
    </message>
    <message>
        <source>Cuckoo hazard: add one key nine times</source>
        <translation>Kakku xavfi: bitta kalitni toʻqqiz marta qoʻshish</translation>
    </message>
    <message>
        <source>Each copy of aderonke needs a slot in one of its two buckets: eight slots in all.</source>
        <translation>aderonke kalitining har bir nusxasi uchun uning ikki chelagidan birida bitta katakcha kerak: jami sakkizta katakcha.</translation>
    </message>
    <message>
        <source>Cuckoo hazard: fill the table</source>
        <translation>Kakku xavfi: jadvalni toʻldirish</translation>
    </message>
    <message>
        <source>New members sign up until an add finds both its buckets full and 500 relocations do not free a slot.</source>
        <translation>Biror qoʻshishda ikkala chelak ham toʻla chiqib, 500 ta koʻchirish ham birorta katakchani boʻshata olmaguncha yangi aʼzolar roʻyxatdan oʻtib boradi.</translation>
    </message>
</context>
<context>
    <name>SeedScaleStage</name>
    <message>
        <source>The article&apos;s filter at real scale</source>
        <translation>Maqoladagi filtr haqiqiy miqyosda</translation>
    </message>
    <message>
        <source>100 million items at 1%: m = %1 bits (about %2), k = 7. Insert 100 million generated keys, then probe 10 million others.</source>
        <translation>1% da 100 million element: m = %1 bit (taxminan %2), k = 7. Generatsiya qilingan 100 million kalit qoʻshiladi, soʻng boshqa 10 million kalit tekshiriladi.</translation>
    </message>
    <message>
        <source>&amp;Run 100 million keys</source>
        <translation>100 million kalit bilan &amp;ishga tushirish</translation>
    </message>
</context>
<context>
    <name>SignupController</name>
    <message>
        <source>Opening the database…</source>
        <translation>Maʼlumotlar bazasi ochilmoqda…</translation>
    </message>
    <message>
        <source>The database is empty: create users to fill its users table.</source>
        <translation>Maʼlumotlar bazasi boʻsh: uning foydalanuvchilar jadvalini toʻldirish uchun foydalanuvchilar yarating.</translation>
    </message>
    <message>
        <source>The database has %1 names.</source>
        <translation>Maʼlumotlar bazasida %1 ta nom bor.</translation>
    </message>
    <message>
        <source>Creating %1 users in one transaction…</source>
        <translation>Bitta tranzaksiyada %1 ta foydalanuvchi yaratilmoqda…</translation>
    </message>
    <message>
        <source>Added %1 names; the table now has %2. Build the filter again: it holds only the names it was built from.</source>
        <translation>%1 ta nom qoʻshildi; endi jadvalda %2 ta nom bor. Filtrni qayta quring: unda faqat u qurilgan paytdagi nomlar bor.</translation>
    </message>
    <message>
        <source>Building the filter: streaming every name once…</source>
        <translation>Filtr qurilmoqda: har bir nom bir martadan oqim bilan oʻqilmoqda…</translation>
    </message>
    <message>
        <source>The filter holds all %1 names.</source>
        <translation>Filtrda barcha %1 ta nom bor.</translation>
    </message>
    <message>
        <source>Checking %1 sign-ups three ways…</source>
        <translation>%1 ta roʻyxatdan oʻtish uch usulda tekshirilmoqda…</translation>
    </message>
    <message>
        <source>Checking…</source>
        <translation>Tekshirilmoqda…</translation>
    </message>
    <message>
        <source>“%1” is free. The filter said definitely not, so the database was not asked (%2).</source>
        <translation>“%1” boʻsh. Filtr aniq yoʻq dedi, shuning uchun maʼlumotlar bazasidan soʻralmadi (%2).</translation>
    </message>
    <message>
        <source>“%1” is taken. The filter said maybe and the database confirmed it (%2).</source>
        <translation>“%1” band. Filtr ehtimol dedi va maʼlumotlar bazasi buni tasdiqladi (%2).</translation>
    </message>
    <message>
        <source>“%1” is free, but the filter said maybe: a false positive, which cost one database query to find out (%2).</source>
        <translation>“%1” boʻsh, lekin filtr ehtimol dedi: bu soxta ijobiy, uni aniqlash maʼlumotlar bazasiga bitta soʻrovga tushdi (%2).</translation>
    </message>
    <message>
        <source>Registering…</source>
        <translation>Roʻyxatdan oʻtkazilmoqda…</translation>
    </message>
    <message>
        <source>Registered “%1” in the database and the filter together. The table has %2 names, the filter %3.</source>
        <translation>“%1” maʼlumotlar bazasida ham, filtrda ham birgalikda roʻyxatga olindi. Jadvalda %2 ta nom, filtrda esa %3 ta nom bor.</translation>
    </message>
    <message>
        <source>not built</source>
        <translation>qurilmagan</translation>
    </message>
    <message>
        <source>in Redis</source>
        <translation>Redis da</translation>
    </message>
    <message>
        <source>in this process</source>
        <translation>shu jarayonda</translation>
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
        <translation>SQLite · %1 ta nom</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Measured on this computer</source>
        <translation>Shu kompyuterda oʻlchangan</translation>
    </message>
    <message>
        <source>Database only</source>
        <translation>Faqat maʼlumotlar bazasi</translation>
    </message>
    <message>
        <source>Filter first</source>
        <translation>Avval filtr</translation>
    </message>
    <message>
        <source>Cache of every name</source>
        <translation>Barcha nomlar keshi</translation>
    </message>
    <message>
        <source>Sign-up checks</source>
        <translation>Roʻyxatdan oʻtish tekshiruvlari</translation>
    </message>
    <message>
        <source>Queries sent to the database</source>
        <translation>Maʼlumotlar bazasiga yuborilgan soʻrovlar</translation>
    </message>
    <message>
        <source>Queries avoided</source>
        <translation>Tejalgan soʻrovlar</translation>
    </message>
    <message>
        <source>False positives (a query for a free name)</source>
        <translation>Soxta ijobiylar (boʻsh nom uchun soʻrov)</translation>
    </message>
    <message>
        <source>Round trips to Redis</source>
        <translation>Redis bilan borib-kelishlar</translation>
    </message>
    <message>
        <source>Mean time per check</source>
        <translation>Tekshiruv boshiga oʻrtacha vaqt</translation>
    </message>
    <message>
        <source>99th percentile time</source>
        <translation>99-protsentil vaqt</translation>
    </message>
    <message>
        <source>Memory in front of the database</source>
        <translation>Maʼlumotlar bazasi oldidagi xotira</translation>
    </message>
    <message>
        <source>would not fit</source>
        <translation>sigʻmasdi</translation>
    </message>
    <message>
        <source>%1 checks</source>
        <translation>%1 ta tekshiruv</translation>
    </message>
    <message>
        <source>%1 maybe</source>
        <translation>%1 ta ehtimol</translation>
    </message>
    <message>
        <source>%1 definitely not</source>
        <translation>%1 ta aniq yoʻq</translation>
    </message>
    <message>
        <source>%1 taken and %2 free names. The filter sent %3 of the free names to the database anyway: %4, against the %5 it was built for.</source>
        <translation>%1 ta band va %2 ta boʻsh nom. Filtr boʻsh nomlardan %3 tasini baribir maʼlumotlar bazasiga yubordi: bu %4, filtr esa %5 ulushga moʻljallab qurilgan edi.</translation>
    </message>
    <message>
        <source>Filter first was slower here: this SQLite runs inside BloomLab with its pages in memory, so a query costs less than a round trip to Redis. A database across a network costs a round trip per query too, and that is what the filter saves.</source>
        <translation>Avval filtr usuli bu yerda sekinroq boʻldi: bu SQLite BloomLab ichida ishlaydi va uning sahifalari xotirada turadi, shuning uchun bitta soʻrov Redis bilan bitta borib-kelishdan arzonroq tushadi. Tarmoq orqali ulangan maʼlumotlar bazasida ham har bir soʻrov bitta borib-kelishni talab qiladi, filtr aynan shuni tejaydi.</translation>
    </message>
    <message>
        <source>Filter first was slower here: this SQLite runs inside BloomLab with its pages in memory, so a query costs microseconds. A database across a network costs a round trip per query, and that is what the filter saves.</source>
        <translation>Avval filtr usuli bu yerda sekinroq boʻldi: bu SQLite BloomLab ichida ishlaydi va uning sahifalari xotirada turadi, shuning uchun bitta soʻrov bir necha mikrosekund oladi. Tarmoq orqali ulangan maʼlumotlar bazasida esa har bir soʻrov bitta borib-kelishni talab qiladi, filtr aynan shuni tejaydi.</translation>
    </message>
    <message>
        <source>Added %1 names; the table now has %2. Now build the filter from them.</source>
        <translation>%1 ta nom qoʻshildi; endi jadvalda %2 ta nom bor. Endi shu nomlardan filtr quring.</translation>
    </message>
</context>
<context>
    <name>SignupTab</name>
    <message>
        <source>A sign-up form asks “is this name taken?” for every name a visitor types. Asking the database each time is a query per keystroke; a Bloom filter in front of it answers “definitely not” from memory for most free names, and only a “maybe” goes on to the database. Here the database is real (SQLite), and so is Redis when the filter lives there.</source>
        <translation>Roʻyxatdan oʻtish formasi tashrif buyuruvchi yozgan har bir nom uchun “bu nom bandmi?” deb soʻraydi. Har safar maʼlumotlar bazasidan soʻrash — har bir tugma bosilishiga bitta soʻrov degani; uning oldiga qoʻyilgan Bloom filtri boʻsh nomlarning aksariyati uchun xotiradan “aniq yoʻq” deb javob beradi va faqat “ehtimol” javobi maʼlumotlar bazasiga oʻtadi. Bu yerda maʼlumotlar bazasi haqiqiy (SQLite), filtr Redis da turganda esa Redis ham haqiqiy.</translation>
    </message>
    <message>
        <source>Sign-up form</source>
        <translation>Roʻyxatdan oʻtish formasi</translation>
    </message>
    <message>
        <source>Bloom filter</source>
        <translation>Bloom filtri</translation>
    </message>
    <message>
        <source>Users table</source>
        <translation>Foydalanuvchilar jadvali</translation>
    </message>
    <message>
        <source>signup-results.csv</source>
        <translation>signup-results.csv</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Maʼlumotlar bazasi</translation>
    </message>
    <message>
        <source>Database file</source>
        <translation>Maʼlumotlar bazasi fayli</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Tanlash…</translation>
    </message>
    <message>
        <source>Create users</source>
        <translation>Foydalanuvchilar yaratish</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Fayl:</translation>
    </message>
    <message>
        <source>Names:</source>
        <translation>Nomlar:</translation>
    </message>
    <message>
        <source>Users to add:</source>
        <translation>Qoʻshiladigan foydalanuvchilar:</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtr</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>False-positive rate to build for</source>
        <translation>Filtr moʻljallab quriladigan soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>In this process</source>
        <translation>Shu jarayonda</translation>
    </message>
    <message>
        <source>In Redis, started by BloomLab (private, on this computer)</source>
        <translation>Redis da, BloomLab ishga tushirgan (shaxsiy, shu kompyuterda)</translation>
    </message>
    <message>
        <source>In a Redis server at:</source>
        <translation>Quyidagi manzildagi Redis serverida:</translation>
    </message>
    <message>
        <source>Redis host</source>
        <translation>Redis xosti</translation>
    </message>
    <message>
        <source>Redis port</source>
        <translation>Redis porti</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>Parol (ixtiyoriy)</translation>
    </message>
    <message>
        <source>Redis password</source>
        <translation>Redis paroli</translation>
    </message>
    <message>
        <source>Build the filter</source>
        <translation>Filtrni qurish</translation>
    </message>
    <message>
        <source>False-positive rate:</source>
        <translation>Soxta ijobiylar ulushi:</translation>
    </message>
    <message>
        <source>Where it lives:</source>
        <translation>Qayerda turadi:</translation>
    </message>
    <message>
        <source>Sign-ups</source>
        <translation>Roʻyxatdan oʻtishlar</translation>
    </message>
    <message>
        <source>Run the sign-ups</source>
        <translation>Roʻyxatdan oʻtishlarni ishga tushirish</translation>
    </message>
    <message>
        <source>A username, e.g. ada_codes</source>
        <translation>Foydalanuvchi nomi, masalan, ada_codes</translation>
    </message>
    <message>
        <source>Username</source>
        <translation>Foydalanuvchi nomi</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Tekshirish</translation>
    </message>
    <message>
        <source>Register</source>
        <translation>Roʻyxatdan oʻtkazish</translation>
    </message>
    <message>
        <source>Sign-ups to check:</source>
        <translation>Tekshiriladigan roʻyxatdan oʻtishlar:</translation>
    </message>
    <message>
        <source>Share of names already taken:</source>
        <translation>Allaqachon band nomlar ulushi:</translation>
    </message>
    <message>
        <source>Or one name at a time:</source>
        <translation>Yoki bir vaqtda bitta nom:</translation>
    </message>
    <message>
        <source>Choose the users database</source>
        <translation>Foydalanuvchilar maʼlumotlar bazasini tanlang</translation>
    </message>
    <message>
        <source>SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)</source>
        <translation>SQLite maʼlumotlar bazalari (*.db *.sqlite *.sqlite3);;Barcha fayllar (*)</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>ochilmagan</translation>
    </message>
    <message>
        <source>Filter: %1</source>
        <translation>Filtr: %1</translation>
    </message>
    <message>
        <source>Users to add</source>
        <translation>Qoʻshiladigan foydalanuvchilar</translation>
    </message>
</context>
<context>
    <name>SizingAnswer</name>
    <message>
        <source>Solved.</source>
        <translation>Hal qilindi.</translation>
    </message>
    <message>
        <source>At this rate, %1 bits would hold about %2 keys: more than BloomLab can count (at most %3).</source>
        <translation>Bu ulushda %1 bit taxminan %2 ta kalitni sigʻdiradi: bu BloomLab sanay oladigan sondan koʻp (koʻpi bilan %3).</translation>
    </message>
    <message>
        <source>The answer is more than BloomLab can count (at most %1).</source>
        <translation>Javob BloomLab sanay oladigan sondan koʻp (koʻpi bilan %1).</translation>
    </message>
    <message>
        <source>%1 bits cannot hold even one key here: m must be larger.</source>
        <translation>Bu holda %1 bit hatto bitta kalitni ham sigʻdira olmaydi: m kattaroq boʻlishi kerak.</translation>
    </message>
    <message>
        <source>This filter would need %1 bits (%2 bytes): more than BloomLab can count, and more memory than any computer has.</source>
        <translation>Bu filtrga %1 bit (%2 bayt) kerak boʻlardi: bu BloomLab sanay oladigan sondan koʻp va har qanday kompyuter xotirasidan ham koʻp.</translation>
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
        <translation>%1 bit</translation>
    </message>
    <message>
        <source>m = k·n / ln 2 = %1 × %2 / %3 = %4 bits</source>
        <translation>m = k·n / ln 2 = %1 × %2 / %3 = %4 bit</translation>
    </message>
    <message>
        <source>m = −k·n / ln(1 − p^(1/k)) = −%1 × %2 / ln(1 − %3^(1/%1)) = %4 bits</source>
        <translation>m = −k·n / ln(1 − p^(1/k)) = −%1 × %2 / ln(1 − %3^(1/%1)) = %4 bit</translation>
    </message>
    <message>
        <source>m = −n·ln p / (ln 2)² = −%1 × ln %2 / %3 = %4 bits</source>
        <translation>m = −n·ln p / (ln 2)² = −%1 × ln %2 / %3 = %4 bit</translation>
    </message>
    <message>
        <source>m / 8 = %1 / 8 = %2</source>
        <translation>m / 8 = %1 / 8 = %2</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bayt</translation>
    </message>
    <message>
        <source>More than the %1 this computer has free: a filter this size cannot be built here.</source>
        <translation>Bu kompyuterdagi boʻsh xotiradan (%1) koʻp: bunday oʻlchamdagi filtrni bu yerda qurib boʻlmaydi.</translation>
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
        <translation>Bu yerda optimal k = %1, bu esa BloomLab filtrlari qoʻllab-quvvatlaydigan %2 ta xesh funksiyasidan koʻp, shuning uchun natijalar k = %2 uchun berilgan.</translation>
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
        <translation>%1 (%2 ta kalit × %3 bayt)</translation>
    </message>
    <message>
        <source>%1× smaller than the keys</source>
        <translation>kalitlardan %1× kichik</translation>
    </message>
    <message>
        <source>%1× larger than the keys</source>
        <translation>kalitlardan %1× katta</translation>
    </message>
    <message>
        <source>about as large as the keys</source>
        <translation>taxminan kalitlar hajmicha</translation>
    </message>
    <message>
        <source>n × length × 8 / m = %1 × %2 × 8 / %3 = %4</source>
        <translation>n × uzunlik × 8 / m = %1 × %2 × 8 / %3 = %4</translation>
    </message>
    <message>
        <source>m / (n × length × 8) = %1 / (%2 × %3 × 8) = %4</source>
        <translation>m / (n × uzunlik × 8) = %1 / (%2 × %3 × 8) = %4</translation>
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
        <translation>%1 bit: bu kakku filtridagi %2 bitdan koʻp</translation>
    </message>
    <message>
        <source>A cuckoo filter&apos;s fingerprints have at most %1 bits, which reach rates down to %2; no cuckoo filter here reaches this one.</source>
        <translation>Kakku filtrining barmoq izlari koʻpi bilan %1 bitli boʻladi, bu esa ulushni %2 gacha tushira oladi; bu yerdagi hech bir kakku filtri bunday ulushga erisha olmaydi.</translation>
    </message>
    <message>
        <source>Bloom %1, lower bound %2</source>
        <translation>Bloom %1, quyi chegara %2</translation>
    </message>
    <message>
        <source>More keys than a cuckoo filter here holds: at most %1.</source>
        <translation>Kalitlar bu yerdagi kakku filtri sigʻdira oladiganidan koʻp: koʻpi bilan %1.</translation>
    </message>
    <message>
        <source>Bucket counts are powers of two, so %1 keys fill only %2 of the slots; filled to the %3 it is built for, the table would take %4 bits per key.</source>
        <translation>Chelaklar soni ikkining darajasi boʻladi, shuning uchun %1 ta kalit katakchalarning faqat %2 qismini toʻldiradi; moʻljallangan %3 darajagacha toʻldirilsa, jadval kalit boshiga %4 bit egallaydi.</translation>
    </message>
    <message>
        <source>4·f·B / 8 = 4 × %1 × %2 / 8 = %3</source>
        <translation>4·f·B / 8 = 4 × %1 × %2 / 8 = %3</translation>
    </message>
    <message>
        <source>Bloom %1, cuckoo %2, lower bound %3</source>
        <translation>Bloom %1, kakku %2, quyi chegara %3</translation>
    </message>
    <message>
        <source>Bloom %1× the lower bound, cuckoo %2×</source>
        <translation>Bloom quyi chegaraga nisbatan %1×, kakku %2×</translation>
    </message>
    <message>
        <source>4·f·B / n = 4 × %1 × %2 / %3 = %4</source>
        <translation>4·f·B / n = 4 × %1 × %2 / %3 = %4</translation>
    </message>
    <message>
        <source>where B = %1 buckets, the power of two at or above ⌈n / (4 × %2)⌉ = %3</source>
        <translation>bu yerda B = %1 ta chelak — ⌈n / (4 × %2)⌉ = %3 dan katta yoki unga teng boʻlgan eng kichik ikkining darajasi</translation>
    </message>
    <message>
        <source>raised to %1 bits, the smallest fingerprint BloomLab&apos;s cuckoo filter takes</source>
        <translation>%1 bitgacha oshirildi — BloomLab kakku filtri qabul qiladigan eng kichik barmoq izi</translation>
    </message>
</context>
<context>
    <name>SizingCalculator</name>
    <message>
        <source>Enter any two of n, p, m and k</source>
        <translation>n, p, m va k dan istalgan ikkitasini kiriting</translation>
    </message>
    <message>
        <source>Keys (n):</source>
        <translation>Kalitlar (n):</translation>
    </message>
    <message>
        <source>e.g. 1 billion, 10M, %1</source>
        <translation>masalan, 1 billion, 10M, %1</translation>
    </message>
    <message>
        <source>How many keys the filter holds</source>
        <translation>Filtrda nechta kalit saqlanadi</translation>
    </message>
    <message>
        <source>False-positive rate (p):</source>
        <translation>Soxta ijobiylar ulushi (p):</translation>
    </message>
    <message>
        <source>e.g. 1%, %1, 1e-2, 1 in 100</source>
        <translation>masalan, 1%, %1, 1e-2, 1 in 100</translation>
    </message>
    <message>
        <source>The share of never-added keys the filter may wrongly call present</source>
        <translation>Hech qachon qoʻshilmagan kalitlarning filtr xato ravishda mavjud deb topishi mumkin boʻlgan ulushi</translation>
    </message>
    <message>
        <source>Size (m):</source>
        <translation>Oʻlcham (m):</translation>
    </message>
    <message>
        <source>e.g. 958505838, 120 MB, 1.5 GiB</source>
        <translation>masalan, 958505838, 120 MB, 1.5 GiB</translation>
    </message>
    <message>
        <source>Bits, or a size with a unit: kB/MB/GB (powers of 1000) or KiB/MiB/GiB (powers of 1024)</source>
        <translation>Bitlar soni yoki birligi bilan oʻlcham: kB/MB/GB (1000 ning darajalari) yoki KiB/MiB/GiB (1024 ning darajalari)</translation>
    </message>
    <message>
        <source>Hash functions (k):</source>
        <translation>Xesh funksiyalari (k):</translation>
    </message>
    <message>
        <source>e.g. 7</source>
        <translation>masalan, 7</translation>
    </message>
    <message>
        <source>How many bits each key sets</source>
        <translation>Har bir kalit nechta bitni oʻrnatadi</translation>
    </message>
    <message>
        <source>Average key length (bytes):</source>
        <translation>Oʻrtacha kalit uzunligi (bayt):</translation>
    </message>
    <message>
        <source>e.g. 70</source>
        <translation>masalan, 70</translation>
    </message>
    <message>
        <source>To compare with storing the keys themselves</source>
        <translation>Kalitlarning oʻzini saqlash bilan solishtirish uchun</translation>
    </message>
    <message>
        <source>The URL example: 1 billion URLs at 1%</source>
        <translation>URL misoli: 1% da 1 milliard URL</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>Toza&amp;lash</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Natija</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>Kalit boshiga bitlar:</translation>
    </message>
    <message>
        <source>Filter memory:</source>
        <translation>Filtr xotirasi:</translation>
    </message>
    <message>
        <source>Storing the keys:</source>
        <translation>Kalitlarni saqlash:</translation>
    </message>
    <message>
        <source>The filter is:</source>
        <translation>Filtr:</translation>
    </message>
    <message>
        <source>Problem with %1</source>
        <translation>Muammo: %1</translation>
    </message>
    <message>
        <source>Fix the field marked above.</source>
        <translation>Yuqorida belgilangan maydonni tuzating.</translation>
    </message>
    <message numerus="yes">
        <source>Enter %n more value(s).</source>
        <translation>
            <numerusform>Yana %Ln ta qiymat kiriting.</numerusform>
            <numerusform>Yana %Ln ta qiymat kiriting.</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter exactly two values; clear the others.</source>
        <translation>Aynan ikkita qiymat kiriting; qolganlarini tozalang.</translation>
    </message>
    <message>
        <source>This cannot be negative.</source>
        <translation>Bu manfiy boʻla olmaydi.</translation>
    </message>
    <message>
        <source>“%1” is not a number this box reads (%2).</source>
        <translation>“%1” bu maydon oʻqiy oladigan son emas (%2).</translation>
    </message>
    <message>
        <source>How %1 was worked out</source>
        <translation>Hisoblash yoʻli: %1</translation>
    </message>
    <message>
        <source>Note on %1</source>
        <translation>Izoh: %1</translation>
    </message>
    <message>
        <source>At most %1 hash functions are supported.</source>
        <translation>Koʻpi bilan %1 ta xesh funksiyasi qoʻllab-quvvatlanadi.</translation>
    </message>
    <message>
        <source>This is more than BloomLab can count (at most %1).</source>
        <translation>Bu BloomLab sanay oladigan sondan koʻp (koʻpi bilan %1).</translation>
    </message>
    <message>
        <source>Against a cuckoo filter and the lower bound</source>
        <translation>Kakku filtri va quyi chegara bilan solishtirish</translation>
    </message>
    <message>
        <source>Cuckoo fingerprint (f):</source>
        <translation>Kakku barmoq izi (f):</translation>
    </message>
    <message>
        <source>Cuckoo bits per key:</source>
        <translation>Kakku filtrida kalit boshiga bitlar:</translation>
    </message>
    <message>
        <source>Cuckoo filter memory:</source>
        <translation>Kakku filtri xotirasi:</translation>
    </message>
    <message>
        <source>Lower bound, bits per key:</source>
        <translation>Quyi chegara, kalit boshiga bitlar:</translation>
    </message>
    <message>
        <source>Bits per key compared:</source>
        <translation>Kalit boshiga bitlarni solishtirish:</translation>
    </message>
    <message>
        <source>This rate is closer to 0 than BloomLab can compute with (the smallest is %1).</source>
        <translation>Bu ulush 0 ga shunchalik yaqinki, BloomLab u bilan hisoblay olmaydi (eng kichigi %1).</translation>
    </message>
</context>
<context>
    <name>SliceBandsView</name>
    <message>
        <source>Slices</source>
        <translation>Boʻlaklar</translation>
    </message>
    <message>
        <source>Slice %1: m = %2 bits, k = %3, error budget %4, %5 of %6 keys, %7 of bits set</source>
        <translation>%1-boʻlak: m = %2 bit, k = %3, xato byudjeti %4, %6 ta kalitdan %5 tasi, bitlarning %7 qismi oʻrnatilgan</translation>
    </message>
    <message numerus="yes">
        <source>%Ln earlier slice(s) not shown; the newest follow.</source>
        <translation>
            <numerusform>%Ln ta oldingi boʻlak koʻrsatilmagan; eng yangilari quyida.</numerusform>
            <numerusform>%Ln ta oldingi boʻlak koʻrsatilmagan; eng yangilari quyida.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SlicesStage</name>
    <message>
        <source>Slices of the scalable filter</source>
        <translation>Kengayuvchi filtr boʻlaklari</translation>
    </message>
    <message>
        <source>Keys added: %1 (design capacity %2)</source>
        <translation>Qoʻshilgan kalitlar: %1 (moʻljallangan sigʻim: %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s) already looked present (a false positive while adding) and were not stored, so the slices hold %1.</source>
        <translation>
            <numerusform>%Ln ta kalit allaqachon mavjuddek koʻrindi (qoʻshish paytidagi soxta ijobiy) va qayta saqlanmadi, shuning uchun boʻlaklarda %1 ta kalit bor.</numerusform>
            <numerusform>%Ln ta kalit allaqachon mavjuddek koʻrindi (qoʻshish paytidagi soxta ijobiy) va qayta saqlanmadi, shuning uchun boʻlaklarda %1 ta kalit bor.</numerusform>
        </translation>
    </message>
    <message>
        <source>Slices: %1</source>
        <translation>Boʻlaklar: %1</translation>
    </message>
    <message>
        <source>Scalable filter: measured %1 (%5 interval %2 to %3, over %4 probe keys)</source>
        <translation>Kengayuvchi filtr: oʻlchangan %1 (%5 oraliq: %2 dan %3 gacha, %4 ta tekshiruv kaliti boʻyicha)</translation>
    </message>
    <message>
        <source>Expected from its bits: %1; compound bound %2; target %3</source>
        <translation>Bitlari boʻyicha kutilgan: %1; umumiy chegara: %2; maqsad: %3</translation>
    </message>
    <message>
        <source>Why above the bound? The bound is the average over every filter built this way; these keys happened to set more bits than average, as the expected rate shows.</source>
        <translation>Nega chegaradan yuqori? Chegara shu usulda qurilgan barcha filtrlar boʻyicha oʻrtacha qiymat; bu kalitlar tasodifan oʻrtachadan koʻproq bit oʻrnatgan, buni kutilgan ulush ham koʻrsatib turibdi.</translation>
    </message>
    <message>
        <source>Why above the bound? Its bits predict a rate within the bound; this set of probe keys happened to find more false positives, which the interval allows for.</source>
        <translation>Nega chegaradan yuqori? Uning bitlari chegara ichidagi ulushni bashorat qiladi; bu tekshiruv kalitlari toʻplami esa tasodifan koʻproq soxta ijobiy topdi, oraliq buni hisobga oladi.</translation>
    </message>
    <message>
        <source>Fixed filter: measured %1</source>
        <translation>Qatʼiy filtr: oʻlchangan %1</translation>
    </message>
    <message>
        <source>Memory: fixed %1, scalable %2</source>
        <translation>Xotira: qatʼiy %1, kengayuvchi %2</translation>
    </message>
</context>
<context>
    <name>SstFilesView</name>
    <message>
        <source>SST files and their filters</source>
        <translation>SST fayllar va ularning filtrlari</translation>
    </message>
    <message>
        <source>outside its key range: not asked</source>
        <translation>kalitlar oraligʻidan tashqarida: soʻralmadi</translation>
    </message>
    <message>
        <source>filter: definitely not — skipped</source>
        <translation>filtr: aniq yoʻq — oʻtkazib yuborildi</translation>
    </message>
    <message>
        <source>not reached: found in a newer file</source>
        <translation>navbat yetmadi: yangiroq faylda topildi</translation>
    </message>
    <message numerus="yes">
        <source>filter: maybe — %n block(s) read, found</source>
        <translation>
            <numerusform>filtr: ehtimol — %Ln ta blok oʻqildi, topildi</numerusform>
            <numerusform>filtr: ehtimol — %Ln ta blok oʻqildi, topildi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>filter: maybe — %n block(s) read for nothing (false positive)</source>
        <translation>
            <numerusform>filtr: ehtimol — %Ln ta blok behuda oʻqildi (soxta ijobiy)</numerusform>
            <numerusform>filtr: ehtimol — %Ln ta blok behuda oʻqildi (soxta ijobiy)</numerusform>
        </translation>
    </message>
    <message>
        <source>File %1, %2 keys%3</source>
        <translation>%1-fayl, %2 ta kalit%3</translation>
    </message>
    <message>
        <source>: %1</source>
        <translation>: %1</translation>
    </message>
    <message>
        <source>Build the databases to see their SST files.</source>
        <translation>SST fayllarini koʻrish uchun maʼlumotlar bazalarini quring.</translation>
    </message>
    <message>
        <source>#%1 · L%2 · %3 keys</source>
        <translation>#%1 · L%2 · %3 ta kalit</translation>
    </message>
</context>
<context>
    <name>StartupOptions</name>
    <message>
        <source>BloomLab teaches Bloom filters by showing every step.</source>
        <translation>BloomLab Bloom filtrlarini har bir qadamni koʻrsatib oʻrgatadi.</translation>
    </message>
    <message>
        <source>Open the page &lt;name&gt;: %1.</source>
        <translation>&lt;nom&gt; sahifasini ochish: %1.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Use the language &lt;code&gt;: %1.</source>
        <translation>&lt;kod&gt; tilidan foydalanish: %1.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>kod</translation>
    </message>
    <message>
        <source>Render the window at 1280×800, save it as a PNG to &lt;file&gt; and exit.</source>
        <translation>Oynani 1280×800 oʻlchamda chizib, PNG fayl sifatida &lt;fayl&gt; manziliga saqlash va chiqish.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fayl</translation>
    </message>
    <message>
        <source>Unknown page &quot;%1&quot;. Choose one of: %2.</source>
        <translation>Nomaʼlum sahifa: &quot;%1&quot;. Quyidagilardan birini tanlang: %2.</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;. Choose one of: %2.</source>
        <translation>Nomaʼlum til: &quot;%1&quot;. Quyidagilardan birini tanlang: %2.</translation>
    </message>
    <message>
        <source>--screenshot needs a file name.</source>
        <translation>--screenshot uchun fayl nomi kerak.</translation>
    </message>
    <message>
        <source>A session (.bloomlab) or filter (.bloom) to open.</source>
        <translation>Ochiladigan sessiya (.bloomlab) yoki filtr (.bloom).</translation>
    </message>
    <message>
        <source>[file]</source>
        <translation>[fayl]</translation>
    </message>
    <message>
        <source>Give at most one file to open.</source>
        <translation>Ochish uchun koʻpi bilan bitta fayl bering.</translation>
    </message>
    <message>
        <source>Open the lesson &lt;id&gt; on the Lessons page: %1.</source>
        <translation>Darslar sahifasida &lt;id&gt; darsini ochish: %1.</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>With --lesson, open its step &lt;n&gt;, counted from 1.</source>
        <translation>--lesson bilan birga: shu darsning &lt;n&gt;-qadamini ochish (sanoq 1 dan boshlanadi).</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Unknown lesson &quot;%1&quot;. Choose one of: %2.</source>
        <translation>Nomaʼlum dars: &quot;%1&quot;. Quyidagilardan birini tanlang: %2.</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has steps 1 to %2.</source>
        <translation>&quot;%1&quot; darsida 1 dan %2 gacha qadamlar bor.</translation>
    </message>
    <message>
        <source>--step needs --lesson.</source>
        <translation>--step uchun --lesson kerak.</translation>
    </message>
</context>
<context>
    <name>StorageController</name>
    <message>
        <source>not built</source>
        <translation>qurilmagan</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 ta kalit</translation>
    </message>
    <message>
        <source>Writing %1 SST files of %2 keys each, with and without filters…</source>
        <translation>Har birida %2 tadan kalit boʻlgan %1 ta SST fayl filtrlar bilan va filtrlarsiz yozilmoqda…</translation>
    </message>
    <message>
        <source>Built: %1 overlapping SST files, each with its own filter at %2 bits per key. Look up a key or run a batch.</source>
        <translation>Qurildi: kalitlar oraliqlari bir-birini qoplaydigan %1 ta SST fayl, har birida kalit boshiga %2 bitli oʻz filtri bor. Kalitni qidiring yoki qidiruvlar paketini ishga tushiring.</translation>
    </message>
    <message>
        <source>Looking up…</source>
        <translation>Qidirilmoqda…</translation>
    </message>
    <message>
        <source>Found.</source>
        <translation>Topildi.</translation>
    </message>
    <message>
        <source>Not in the database.</source>
        <translation>Maʼlumotlar bazasida yoʻq.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ha</translation>
    </message>
    <message>
        <source>no</source>
        <translation>yoʻq</translation>
    </message>
    <message>
        <source>Lookup of %1</source>
        <translation>Qidiruv: %1</translation>
    </message>
    <message>
        <source>Filter&apos;s answer</source>
        <translation>Filtr javobi</translation>
    </message>
    <message>
        <source>Blocks read</source>
        <translation>Oʻqilgan bloklar</translation>
    </message>
    <message>
        <source>Key found here</source>
        <translation>Kalit shu yerdami</translation>
    </message>
    <message>
        <source>not asked: outside the file&apos;s key range</source>
        <translation>soʻralmadi: faylning kalitlar oraligʻidan tashqarida</translation>
    </message>
    <message>
        <source>definitely not</source>
        <translation>aniq yoʻq</translation>
    </message>
    <message>
        <source>maybe (a false positive)</source>
        <translation>ehtimol (soxta ijobiy)</translation>
    </message>
    <message>
        <source>maybe</source>
        <translation>ehtimol</translation>
    </message>
    <message>
        <source>not reached</source>
        <translation>bu yergacha yetib kelmadi</translation>
    </message>
    <message>
        <source>File %1</source>
        <translation>%1-fayl</translation>
    </message>
    <message>
        <source>Looking up %1 keys in both databases…</source>
        <translation>Ikkala maʼlumotlar bazasida %1 ta kalit qidirilmoqda…</translation>
    </message>
    <message>
        <source>Batch of lookups</source>
        <translation>Qidiruvlar paketi</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>With filters</source>
        <translation>Filtrlar bilan</translation>
    </message>
    <message>
        <source>Without filters</source>
        <translation>Filtrlarsiz</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Data blocks read</source>
        <translation>Oʻqilgan maʼlumot bloklari</translation>
    </message>
    <message>
        <source>Block reads avoided</source>
        <translation>Tejalgan blok oʻqishlari</translation>
    </message>
    <message>
        <source>Files skipped by a filter (BLOOM_FILTER_USEFUL)</source>
        <translation>Filtr tufayli oʻtkazib yuborilgan fayllar (BLOOM_FILTER_USEFUL)</translation>
    </message>
    <message>
        <source>Filter said maybe (BLOOM_FILTER_FULL_POSITIVE)</source>
        <translation>Filtr ehtimol dedi (BLOOM_FILTER_FULL_POSITIVE)</translation>
    </message>
    <message>
        <source>… and the key was there (BLOOM_FILTER_FULL_TRUE_POSITIVE)</source>
        <translation>… va kalit u yerda bor edi (BLOOM_FILTER_FULL_TRUE_POSITIVE)</translation>
    </message>
    <message>
        <source>False positives, measured</source>
        <translation>Soxta ijobiylar, oʻlchangan</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <translation>%1 (%2 dan %3 gacha)</translation>
    </message>
    <message>
        <source>Time per lookup</source>
        <translation>Qidiruv boshiga vaqt</translation>
    </message>
    <message>
        <source>Answers that differ from the database without filters</source>
        <translation>Filtrsiz maʼlumotlar bazasinikidan farq qiladigan javoblar</translation>
    </message>
    <message>
        <source>False negatives</source>
        <translation>Soxta salbiylar</translation>
    </message>
    <message>
        <source>%1 lookups</source>
        <translation>%1 ta qidiruv</translation>
    </message>
    <message>
        <source>%1 block reads</source>
        <translation>%1 ta blok oʻqish</translation>
    </message>
    <message>
        <source>%1 files skipped</source>
        <translation>%1 ta fayl oʻtkazib yuborildi</translation>
    </message>
    <message>
        <source>The filters saved %1 of the block reads. A false positive cost one read more, never a wrong answer: %2 answers differ from the database without filters.</source>
        <translation>Filtrlar blok oʻqishlarining %1 qismini tejadi. Soxta ijobiy bitta ortiqcha oʻqishga tushdi, lekin hech qachon notoʻgʻri javobga olib kelmadi: %2 ta javob filtrsiz maʼlumotlar bazasinikidan farq qiladi.</translation>
    </message>
    <message>
        <source>Scanning…</source>
        <translation>Skanerlanmoqda…</translation>
    </message>
    <message>
        <source>Range scans</source>
        <translation>Oraliq boʻyicha skanerlashlar</translation>
    </message>
    <message>
        <source>Keys returned</source>
        <translation>Qaytarilgan kalitlar</translation>
    </message>
    <message>
        <source>Prefix filter checks</source>
        <translation>Prefiks filtri tekshiruvlari</translation>
    </message>
    <message>
        <source>Files skipped by the prefix filter</source>
        <translation>Prefiks filtri oʻtkazib yuborgan fayllar</translation>
    </message>
    <message>
        <source>%1 keys from %2, whole-key filters</source>
        <translation>%2 dan boshlab %1 ta kalit, toʻliq kalit filtrlari bilan</translation>
    </message>
    <message>
        <source>%1 keys from %2, no filters</source>
        <translation>%2 dan boshlab %1 ta kalit, filtrlarsiz</translation>
    </message>
    <message>
        <source>Prefix %1 (no key has it), scan bounded to the prefix</source>
        <translation>%1 prefiksi (hech bir kalitda yoʻq), skanerlash shu prefiks bilan cheklangan</translation>
    </message>
    <message>
        <source>Prefix %1 (no key has it), scan not bounded</source>
        <translation>%1 prefiksi (hech bir kalitda yoʻq), skanerlash cheklanmagan</translation>
    </message>
    <message>
        <source>Prefix %1 (keys have it), scan bounded to the prefix</source>
        <translation>%1 prefiksi (kalitlarda bor), skanerlash shu prefiks bilan cheklangan</translation>
    </message>
    <message>
        <source>Prefix %1 (keys have it), scan not bounded</source>
        <translation>%1 prefiksi (kalitlarda bor), skanerlash cheklanmagan</translation>
    </message>
    <message>
        <source>A range scan reads the same %1 blocks with whole-key filters as without: a filter answers “is this key here?”, and a scan asks for every key in a range. A prefix filter can skip a file only when the scan stays inside one prefix.</source>
        <translation>Oraliq boʻyicha skanerlash toʻliq kalit filtrlari bilan ham, ularsiz ham bir xil %1 ta blokni oʻqiydi: filtr “bu kalit shu yerdami?” degan savolga javob beradi, skanerlash esa oraliqdagi har bir kalitni soʻraydi. Prefiks filtri faylni faqat skanerlash bitta prefiks ichida qolgandagina oʻtkazib yubora oladi.</translation>
    </message>
    <message>
        <source>Compacting every file into one…</source>
        <translation>Barcha fayllar bitta faylga zichlanmoqda…</translation>
    </message>
    <message>
        <source>Compaction</source>
        <translation>Zichlash</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Oldin</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Keyin</translation>
    </message>
    <message>
        <source>SST files</source>
        <translation>SST fayllar</translation>
    </message>
    <message>
        <source>Filter bytes (filter_size, summed)</source>
        <translation>Filtr baytlari (filter_size, jami)</translation>
    </message>
    <message>
        <source>Filter policy (filter_policy_name)</source>
        <translation>Filtr siyosati (filter_policy_name)</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>Kalit boshiga bitlar</translation>
    </message>
    <message>
        <source>False positives after, measured</source>
        <translation>Zichlashdan keyingi soxta ijobiylar, oʻlchangan</translation>
    </message>
    <message>
        <source>False positives after, formula</source>
        <translation>Zichlashdan keyingi soxta ijobiylar, formula boʻyicha</translation>
    </message>
    <message>
        <source>Compaction merged %1 files into %2 and wrote a new filter into it at %3 bits per key: the filter lives inside its SST file, so it is rebuilt whenever the file is.</source>
        <translation>Zichlash %1 ta faylni %2 taga birlashtirdi va unga kalit boshiga %3 bitli yangi filtr yozdi: filtr oʻz SST fayli ichida turadi, shuning uchun fayl qayta qurilganda u ham qayta quriladi.</translation>
    </message>
    <message>
        <source>Compaction merged %1 files into %2 and wrote a new filter for the merged keys: the filter lives inside its SST file, so it is rebuilt whenever the file is.</source>
        <translation>Zichlash %1 ta faylni %2 taga birlashtirdi va birlashtirilgan kalitlar uchun yangi filtr yozdi: filtr oʻz SST fayli ichida turadi, shuning uchun fayl qayta qurilganda u ham qayta quriladi.</translation>
    </message>
    <message>
        <source>Building and measuring a database for each bits per key from %1 to %2…</source>
        <translation>Kalit boshiga %1 dan %2 gacha bitning har biri uchun maʼlumotlar bazasi qurilmoqda va oʻlchanmoqda…</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>Filter bytes</source>
        <translation>Filtr baytlari</translation>
    </message>
    <message>
        <source>Each added bit per key cuts the false positives by more than a third, and the block reads they cost with them; the filter grows by one bit per key.</source>
        <translation>Kalit boshiga har bir qoʻshimcha bit soxta ijobiylarni va ular sabab boʻladigan blok oʻqishlarini uchdan bir hissadan koʻproq kamaytiradi; filtr esa kalit boshiga bir bitga kattalashadi.</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) · %1 of filters</source>
        <translation>
            <numerusform>%Ln ta fayl · filtrlar hajmi %1</numerusform>
            <numerusform>%Ln ta fayl · filtrlar hajmi %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Lookups (in brackets: of keys not in the database)</source>
        <translation>Qidiruvlar (qavs ichida: maʼlumotlar bazasida yoʻq kalitlar boʻyicha)</translation>
    </message>
    <message>
        <source>False positives, formula for one cache line per key (k = %1, %2 bits per key)</source>
        <translation>Soxta ijobiylar, har kalitga bitta kesh qatori formulasi (k = %1, kalit boshiga %2 bit)</translation>
    </message>
    <message>
        <source>False positives, cache-line formula</source>
        <translation>Soxta ijobiylar, kesh qatori formulasi</translation>
    </message>
    <message>
        <source>The database without filters gives the same answer.</source>
        <translation>Filtrlarsiz maʼlumotlar bazasi ham xuddi shu javobni beradi.</translation>
    </message>
    <message>
        <source>The database without filters gives a different answer: a filter said definitely not to a key its file holds.</source>
        <translation>Filtrlarsiz maʼlumotlar bazasi boshqacha javob beradi: bitta filtr oʻz faylida bor kalitga aniq yoʻq dedi.</translation>
    </message>
    <message>
        <source>%1 %2 filters said definitely not (no read), %3 said maybe, %4 of them wrongly. Blocks read: %5 with filters, %6 without. %7</source>
        <translation>%1 %2 ta filtr aniq yoʻq dedi (oʻqishsiz), %3 tasi ehtimol dedi, ulardan %4 tasi notoʻgʻri. Oʻqilgan bloklar: filtrlar bilan %5 ta, filtrlarsiz %6 ta. %7</translation>
    </message>
</context>
<context>
    <name>StorageTab</name>
    <message>
        <source>A storage engine built as an LSM tree (RocksDB here, the real one) writes keys in sorted files, SSTables, and never changes a file once written. A key may be in any of several files, so a lookup would read a block of each. Every file carries its own Bloom filter: a “definitely not” skips the file without reading it, a false positive costs one read for nothing, never a wrong answer.</source>
        <translation>LSM daraxti sifatida qurilgan maʼlumotlarni saqlash tizimi (bu yerda RocksDB, haqiqiysi) kalitlarni saralangan fayllarga — SSTable fayllariga yozadi va yozilgan faylni hech qachon oʻzgartirmaydi. Kalit bir nechta faylning istalganida boʻlishi mumkin, shuning uchun qidiruv har bir fayldan bittadan blok oʻqishi kerak boʻlardi. Har bir fayl oʻz Bloom filtriga ega: “aniq yoʻq” javobi faylni oʻqimasdan oʻtkazib yuboradi, soxta ijobiy esa bitta behuda oʻqishga tushadi, lekin hech qachon notoʻgʻri javobga olib kelmaydi.</translation>
    </message>
    <message>
        <source>Lookup</source>
        <translation>Qidiruv</translation>
    </message>
    <message>
        <source>A filter per SST file</source>
        <translation>Har bir SST faylga bitta filtr</translation>
    </message>
    <message>
        <source>Data blocks on disk</source>
        <translation>Diskdagi maʼlumot bloklari</translation>
    </message>
    <message>
        <source>rocksdb-results.csv</source>
        <translation>rocksdb-results.csv</translation>
    </message>
    <message>
        <source>Databases</source>
        <translation>Maʼlumotlar bazalari</translation>
    </message>
    <message>
        <source>Build both databases</source>
        <translation>Ikkala maʼlumotlar bazasini qurish</translation>
    </message>
    <message>
        <source>SST files:</source>
        <translation>SST fayllar:</translation>
    </message>
    <message>
        <source>Keys per file:</source>
        <translation>Fayl boshiga kalitlar:</translation>
    </message>
    <message>
        <source>Bits per key:</source>
        <translation>Kalit boshiga bitlar:</translation>
    </message>
    <message>
        <source>Point lookups</source>
        <translation>Nuqtaviy qidiruvlar</translation>
    </message>
    <message>
        <source>A key, e.g. 4216:order:00012346</source>
        <translation>Kalit, masalan, 4216:order:00012346</translation>
    </message>
    <message>
        <source>Key to look up</source>
        <translation>Qidiriladigan kalit</translation>
    </message>
    <message>
        <source>Look up</source>
        <translation>Qidirish</translation>
    </message>
    <message>
        <source>A key that is there</source>
        <translation>Mavjud kalit</translation>
    </message>
    <message>
        <source>A key that is not</source>
        <translation>Mavjud boʻlmagan kalit</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Run the batch</source>
        <translation>Paketni ishga tushirish</translation>
    </message>
    <message>
        <source>Key:</source>
        <translation>Kalit:</translation>
    </message>
    <message>
        <source>Lookups in a batch:</source>
        <translation>Paketdagi qidiruvlar:</translation>
    </message>
    <message>
        <source>Keys not in the database:</source>
        <translation>Maʼlumotlar bazasida yoʻq kalitlar:</translation>
    </message>
    <message>
        <source>Range scan and compaction</source>
        <translation>Oraliq boʻyicha skanerlash va zichlash</translation>
    </message>
    <message>
        <source>Scan from the key above</source>
        <translation>Yuqoridagi kalitdan boshlab skanerlash</translation>
    </message>
    <message>
        <source>With a new bits per key:</source>
        <translation>Yangi kalit boshiga bitlar bilan:</translation>
    </message>
    <message>
        <source>Compact into one file</source>
        <translation>Bitta faylga zichlash</translation>
    </message>
    <message>
        <source>Keys to scan:</source>
        <translation>Skanerlanadigan kalitlar:</translation>
    </message>
    <message>
        <source>Bits-per-key sweep</source>
        <translation>Kalit boshiga bitlar boʻyicha oʻlchovlar seriyasi</translation>
    </message>
    <message>
        <source>Run the sweep</source>
        <translation>Seriyani ishga tushirish</translation>
    </message>
    <message>
        <source>From bits per key:</source>
        <translation>Kalit boshiga bitlar, boshlanishi:</translation>
    </message>
    <message>
        <source>To bits per key:</source>
        <translation>Kalit boshiga bitlar, oxiri:</translation>
    </message>
</context>
<context>
    <name>SweepChart</name>
    <message>
        <source>False positives, measured</source>
        <translation>Soxta ijobiylar, oʻlchangan</translation>
    </message>
    <message>
        <source>Block reads avoided</source>
        <translation>Tejalgan blok oʻqishlari</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>Kalit boshiga bitlar</translation>
    </message>
    <message>
        <source>False-positive rate</source>
        <translation>Soxta ijobiylar ulushi</translation>
    </message>
    <message>
        <source>Bits-per-key sweep chart</source>
        <translation>Kalit boshiga bitlar boʻyicha oʻlchovlar seriyasi grafigi</translation>
    </message>
    <message>
        <source>Block reads avoided (%)</source>
        <translation>Tejalgan blok oʻqishlari (%)</translation>
    </message>
    <message>
        <source>False positives, cache-line formula</source>
        <translation>Soxta ijobiylar, kesh qatori formulasi</translation>
    </message>
</context>
<context>
    <name>SystemDiagram</name>
    <message>
        <source>System diagram</source>
        <translation>Tizim diagrammasi</translation>
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
        <translation>%1 dan %2 ga</translation>
    </message>
    <message>
        <source>. Last request: %1</source>
        <translation>. Soʻnggi soʻrov: %1</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, soʻng </translation>
    </message>
</context>
<context>
    <name>SystemTab</name>
    <message>
        <source>Export results as CSV…</source>
        <translation>Natijalarni CSV sifatida eksport qilish…</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Natijalarni eksport qilish</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV fayllari (*.csv)</translation>
    </message>
</context>
<context>
    <name>SystemsMessages</name>
    <message>
        <source>%1 is not an SQLite database. BloomLab left it as it is; choose another file or a new name.</source>
        <translation>%1 SQLite maʼlumotlar bazasi emas. BloomLab uni oʻzgartirmadi; boshqa fayl yoki yangi nom tanlang.</translation>
    </message>
    <message>
        <source>%1 is an SQLite database of another program (it has no BloomLab users table). BloomLab left it as it is; choose a new file name.</source>
        <translation>%1 — boshqa dasturning SQLite maʼlumotlar bazasi (unda BloomLab foydalanuvchilar jadvali yoʻq). BloomLab uni oʻzgartirmadi; yangi fayl nomini tanlang.</translation>
    </message>
    <message>
        <source>%1 was written by a newer BloomLab. This version left it as it is; update BloomLab or choose another file.</source>
        <translation>%1 BloomLab dasturining yangiroq versiyasida yozilgan. Bu versiya uni oʻzgartirmadi; BloomLab dasturini yangilang yoki boshqa fayl tanlang.</translation>
    </message>
    <message>
        <source>%1 cannot be written (the file, its folder or its disk is read-only). Choose a file in a folder you can write to.</source>
        <translation>%1 fayliga yozib boʻlmaydi (fayl, uning jildi yoki diski faqat oʻqish uchun). Yozish huquqingiz bor jilddagi faylni tanlang.</translation>
    </message>
    <message>
        <source>%1 is locked by another program that is writing to it. Close that program, or wait, and try again.</source>
        <translation>%1 faylini unga yozayotgan boshqa dastur qulflagan. Oʻsha dasturni yoping yoki kuting va qayta urinib koʻring.</translation>
    </message>
    <message>
        <source>The database cannot be created there: the folder of %1 does not exist or cannot be written.</source>
        <translation>Maʼlumotlar bazasini u yerda yaratib boʻlmaydi: %1 joylashgan jild mavjud emas yoki unga yozib boʻlmaydi.</translation>
    </message>
    <message>
        <source>That name is taken: the database already has it.</source>
        <translation>Bu nom band: u maʼlumotlar bazasida allaqachon bor.</translation>
    </message>
    <message>
        <source>SQLite could not do that with %1 (the disk may be full). Nothing was changed.</source>
        <translation>SQLite %1 bilan bu amalni bajara olmadi (disk toʻlgan boʻlishi mumkin). Hech narsa oʻzgartirilmadi.</translation>
    </message>
    <message>
        <source>Cancelled. The database is as it was before.</source>
        <translation>Bekor qilindi. Maʼlumotlar bazasi avvalgi holicha qoldi.</translation>
    </message>
    <message>
        <source>Redis is not installed on this computer (no redis-server was found). Install the redis-server package, or keep the filter in this process.</source>
        <translation>Bu kompyuterda Redis oʻrnatilmagan (redis-server topilmadi). redis-server paketini oʻrnating yoki filtrni shu jarayonda saqlang.</translation>
    </message>
    <message>
        <source>redis-server is installed but did not start.</source>
        <translation>redis-server oʻrnatilgan, lekin ishga tushmadi.</translation>
    </message>
    <message>
        <source>redis-server is installed but did not start. It said: %1</source>
        <translation>redis-server oʻrnatilgan, lekin ishga tushmadi. U quyidagini xabar qildi: %1</translation>
    </message>
    <message>
        <source>No Redis server answered there. Check the host and port, and that the server is running.</source>
        <translation>U manzilda hech qanday Redis serveri javob bermadi. Xost va portni, shuningdek server ishlayotganini tekshiring.</translation>
    </message>
    <message>
        <source>The Redis server refused the password (or needs one). Check the password.</source>
        <translation>Redis serveri parolni rad etdi (yoki parol talab qiladi). Parolni tekshiring.</translation>
    </message>
    <message>
        <source>The Redis server stopped answering in the middle of the run (it was stopped or it crashed). The run stopped; the database was not changed.</source>
        <translation>Redis serveri ishga tushirish oʻrtasida javob berishni toʻxtatdi (u toʻxtatilgan yoki ishdan chiqqan). Ishga tushirish toʻxtatildi; maʼlumotlar bazasi oʻzgartirilmadi.</translation>
    </message>
    <message>
        <source>This filter needs more than 2³² bits, the most a Redis string can hold. Choose a larger false-positive rate or fewer users.</source>
        <translation>Bu filtrga 2³² dan ortiq bit kerak, bu esa Redis satri sigʻdira oladigan eng katta miqdor. Kattaroq soxta ijobiylar ulushi yoki kamroq foydalanuvchi tanlang.</translation>
    </message>
    <message>
        <source>Redis refused a command: %1</source>
        <translation>Redis buyruqni rad etdi: %1</translation>
    </message>
    <message>
        <source>Names are at most %1 characters long (the users table&apos;s limit).</source>
        <translation>Nomlar koʻpi bilan %1 ta belgidan iborat boʻladi (foydalanuvchilar jadvalidagi cheklov).</translation>
    </message>
    <message>
        <source>That name holds a broken character (it is not valid Unicode text).</source>
        <translation>Bu nomda buzilgan belgi bor (u yaroqli Unicode matn emas).</translation>
    </message>
    <message>
        <source>Names cannot hold tabs, line breaks or other invisible control characters.</source>
        <translation>Nomlarda tabulyatsiya, qator uzilishi yoki boshqa koʻrinmas boshqaruv belgilari boʻlishi mumkin emas.</translation>
    </message>
    <message>
        <source>Cancelled. Nothing was changed.</source>
        <translation>Bekor qilindi. Hech narsa oʻzgartirilmadi.</translation>
    </message>
    <message>
        <source>Build the filter first: the sign-up checks go through it.</source>
        <translation>Avval filtrni quring: roʻyxatdan oʻtish tekshiruvlari u orqali oʻtadi.</translation>
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
        <translation>%1 dan %2 gacha SST fayl tanlang.</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 keys per file.</source>
        <translation>Fayl boshiga %1 dan %2 gacha kalit tanlang.</translation>
    </message>
    <message>
        <source>Choose between %1 and %2 bits per key.</source>
        <translation>Kalit boshiga %1 dan %2 gacha bit tanlang.</translation>
    </message>
    <message>
        <source>Choose a prefix of %1 to %2 characters.</source>
        <translation>%1 dan %2 gacha belgidan iborat prefiks tanlang.</translation>
    </message>
    <message>
        <source>Choose at most %1 lookups.</source>
        <translation>Koʻpi bilan %1 ta qidiruv tanlang.</translation>
    </message>
    <message>
        <source>The share of missing keys must be between 0% and 100%.</source>
        <translation>Yoʻq kalitlar ulushi 0% va 100% oraligʻida boʻlishi kerak.</translation>
    </message>
    <message>
        <source>A scan returns 1 to %1 keys.</source>
        <translation>Skanerlash 1 dan %1 gacha kalit qaytaradi.</translation>
    </message>
    <message>
        <source>The sweep goes from 1 to 20 bits per key, low to high.</source>
        <translation>Seriya kalit boshiga 1 dan 20 gacha bitni qamrab oladi, kichikdan kattaga.</translation>
    </message>
    <message>
        <source>Type a key to look up.</source>
        <translation>Qidirish uchun kalit kiriting.</translation>
    </message>
    <message>
        <source>Keys are at most %1 bytes long here.</source>
        <translation>Bu yerda kalitlar uzunligi koʻpi bilan %1 bayt boʻladi.</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Bekor qilindi.</translation>
    </message>
    <message>
        <source>RocksDB&apos;s folder could not be made in the temporary folder (it is read-only or missing).</source>
        <translation>RocksDB jildini vaqtinchalik jild ichida yaratib boʻlmadi (u faqat oʻqish uchun yoki mavjud emas).</translation>
    </message>
    <message>
        <source>Not enough disk space: this needs about %1 and %2 is free.</source>
        <translation>Diskda joy yetarli emas: taxminan %1 kerak, boʻsh joy esa %2.</translation>
    </message>
    <message>
        <source>The disk is full. Choose fewer files or keys.</source>
        <translation>Disk toʻldi. Kamroq fayl yoki kalit tanlang.</translation>
    </message>
    <message>
        <source>RocksDB could not open its database.</source>
        <translation>RocksDB oʻz maʼlumotlar bazasini ocha olmadi.</translation>
    </message>
    <message>
        <source>RocksDB could not write (the disk may be full).</source>
        <translation>RocksDB yoza olmadi (disk toʻlgan boʻlishi mumkin).</translation>
    </message>
    <message>
        <source>RocksDB could not read a file back.</source>
        <translation>RocksDB faylni qayta oʻqiy olmadi.</translation>
    </message>
    <message>
        <source>RocksDB could not compact the files.</source>
        <translation>RocksDB fayllarni zichlay olmadi.</translation>
    </message>
    <message>
        <source>Choose a false-positive rate between %1 and %2.</source>
        <translation>Soxta ijobiylar ulushini %1 va %2 oraligʻida tanlang.</translation>
    </message>
    <message>
        <source>Type a name first.</source>
        <translation>Avval nom kiriting.</translation>
    </message>
</context>
<context>
    <name>SystemsPage</name>
    <message>
        <source>Sign-up (SQLite, Redis)</source>
        <translation>Roʻyxatdan oʻtish (SQLite, Redis)</translation>
    </message>
    <message>
        <source>Storage engine (RocksDB)</source>
        <translation>Maʼlumotlarni saqlash tizimi (RocksDB)</translation>
    </message>
    <message>
        <source>Web crawler</source>
        <translation>Veb-krauler</translation>
    </message>
    <message>
        <source>Safe Browsing</source>
        <translation>Safe Browsing</translation>
    </message>
    <message>
        <source>CDN (one-hit wonders)</source>
        <translation>CDN (bir martalik xitlar)</translation>
    </message>
    <message>
        <source>Export the diagram</source>
        <translation>Diagrammani eksport qilish</translation>
    </message>
    <message>
        <source>system-diagram.png</source>
        <translation>system-diagram.png</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG rasm (*.png);;SVG rasm (*.svg)</translation>
    </message>
</context>
<context>
    <name>TraceStepsModel</name>
    <message>
        <source>waiting</source>
        <translation>kutilmoqda</translation>
    </message>
    <message>
        <source>running</source>
        <translation>bajarilmoqda</translation>
    </message>
    <message>
        <source>skipped: not evaluated</source>
        <translation>oʻtkazib yuborildi: hisoblanmadi</translation>
    </message>
    <message>
        <source>0 bit: stop here</source>
        <translation>0 bit: shu yerda toʻxtash</translation>
    </message>
    <message>
        <source>done</source>
        <translation>bajarildi</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Xesh</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Qiymat</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Pozitsiya</translation>
    </message>
    <message>
        <source>Bit</source>
        <translation>Bit</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Holat</translation>
    </message>
</context>
<context>
    <name>TraceStepsView</name>
    <message>
        <source>Hash steps</source>
        <translation>Xeshlash qadamlari</translation>
    </message>
</context>
<context>
    <name>VariantsCard</name>
    <message>
        <source>Variants compared</source>
        <translation>Variantlarni taqqoslash</translation>
    </message>
    <message>
        <source>Four kinds of Bloom filter built for the same n keys and target rate p, then timed and probed on this computer. Only the filters&apos; own calls are timed. Bold marks the best of each column.</source>
        <translation>Bir xil n ta kalit va maqsadli p ulush uchun toʻrt turdagi Bloom filtri quriladi, soʻng ular shu kompyuterda vaqt boʻyicha oʻlchanadi va tekshiriladi. Faqat filtrlarning oʻz chaqiruvlari vaqti oʻlchanadi. Har bir ustundagi eng yaxshi qiymat qalin shriftda koʻrsatiladi.</translation>
    </message>
    <message>
        <source>Keys (n)</source>
        <translation>Kalitlar (n)</translation>
    </message>
    <message>
        <source>Target false-positive rate (p), in percent</source>
        <translation>Maqsadli soxta ijobiylar ulushi (p), foizda</translation>
    </message>
    <message>
        <source>&amp;Keys (n):</source>
        <translation>Kalitlar (&amp;n):</translation>
    </message>
    <message>
        <source>&amp;Target rate (p):</source>
        <translation>&amp;Maqsadli ulush (p):</translation>
    </message>
    <message>
        <source>&amp;Run comparison</source>
        <translation>Taqqoslashni &amp;boshlash</translation>
    </message>
    <message>
        <source>Build each filter in turn, insert n generated keys, then probe keys never added</source>
        <translation>Har bir filtrni navbat bilan qurish, generatsiya qilingan n ta kalitni qoʻshish, soʻng hech qachon qoʻshilmagan kalitlarni tekshirish</translation>
    </message>
    <message>
        <source>Comparison progress</source>
        <translation>Taqqoslash jarayoni</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Bekor qilish</translation>
    </message>
    <message>
        <source>Filter variants compared</source>
        <translation>Filtr variantlarini taqqoslash</translation>
    </message>
    <message>
        <source>One row per filter kind; the best value of each column is in bold</source>
        <translation>Har bir filtr turi uchun bitta qator; har bir ustundagi eng yaxshi qiymat qalin shriftda</translation>
    </message>
    <message>
        <source>The trade-offs: the blocked filter buys speed with a slightly higher rate at the same memory; the counting filter buys deletion with four times the memory; the scalable filter buys not knowing n in advance with more memory and slower queries. The classic filter is the baseline.</source>
        <translation>Murosalar: blokli filtr bir xil xotirada biroz yuqoriroq ulush evaziga tezlikka erishadi; sanovchi filtr toʻrt barobar xotira evaziga oʻchirish imkoniyatini oladi; kengayuvchi filtr koʻproq xotira va sekinroq soʻrovlar evaziga n ni oldindan bilmaslikka imkon beradi. Klassik filtr — taqqoslash uchun asos.</translation>
    </message>
    <message>
        <source>Measuring %1 (%2 of %3)…</source>
        <translation>Oʻlchanmoqda: %1 (%3 tadan %2-variant)…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Bekor qilindi.</translation>
    </message>
    <message>
        <source>Measured with n = %1 keys and %2 never-added keys probed, target rate %3. Timings vary from run to run on a busy computer.</source>
        <translation>n = %1 ta kalit bilan oʻlchandi, hech qachon qoʻshilmagan %2 ta kalit tekshirildi, maqsadli ulush %3. Band kompyuterda vaqt koʻrsatkichlari har bir ishga tushirishda farq qiladi.</translation>
    </message>
    <message>
        <source>The fifth row is a cuckoo filter, which is not a Bloom filter, built and timed the same way.</source>
        <translation>Beshinchi qator — kakku filtri; u Bloom filtri emas, lekin xuddi shunday quriladi va vaqti oʻlchanadi.</translation>
    </message>
    <message>
        <source>The cuckoo filter deletes without counters, at about %1 bits per key, but its table can fill up: it refuses inserts past its load.</source>
        <translation>Kakku filtri hisoblagichlarsiz oʻchiradi, kalit boshiga taxminan %1 bit sarflaydi, lekin jadvali toʻlib qolishi mumkin: yuklamasidan oshganda yangi kalitlarni rad etadi.</translation>
    </message>
</context>
<context>
    <name>VariantsModel</name>
    <message>
        <source>Classic</source>
        <translation>Klassik</translation>
    </message>
    <message>
        <source>Blocked (one cache line per key)</source>
        <translation>Blokli (har bir kalitga bitta kesh qatori)</translation>
    </message>
    <message>
        <source>Counting (4-bit counters)</source>
        <translation>Sanovchi (4 bitli hisoblagichlar)</translation>
    </message>
    <message>
        <source>Scalable (starts at n/16 and grows)</source>
        <translation>Kengayuvchi (n/16 dan boshlanib, oʻsib boradi)</translation>
    </message>
    <message>
        <source>You know n, never delete, and want the least memory for a given rate.</source>
        <translation>Siz n ni bilasiz, hech qachon oʻchirmaysiz va berilgan ulush uchun eng kam xotirani xohlaysiz.</translation>
    </message>
    <message>
        <source>Speed matters most: one cache miss per operation, for a slightly higher rate at the same memory.</source>
        <translation>Eng muhimi tezlik: har bir amalda atigi bitta kesh xatosi (cache miss), buning evaziga bir xil xotirada ulush biroz yuqoriroq.</translation>
    </message>
    <message>
        <source>Keys must be removed again, as in a cache or a changing set; it costs four times the memory.</source>
        <translation>Kalitlarni keyin olib tashlash kerak, masalan, keshda yoki oʻzgaruvchan toʻplamda; buning narxi — toʻrt barobar xotira.</translation>
    </message>
    <message>
        <source>You cannot know n in advance: it grows and keeps the rate under p, paying with memory and slower queries.</source>
        <translation>n ni oldindan bilib boʻlmaydi: filtr oʻsib boradi va ulushni p dan past saqlaydi, buning evaziga koʻproq xotira sarflanadi va soʻrovlar sekinlashadi.</translation>
    </message>
    <message>
        <source>Yes, %1 ns/key</source>
        <translation>Ha, %1 ns/kalit</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Yoʻq</translation>
    </message>
    <message>
        <source>m = %1 bits, k = %2. Timed through the batched calls, which hash a group of keys and prefetch their memory.</source>
        <translation>m = %1 bit, k = %2. Vaqt paketli chaqiruvlar orqali oʻlchangan: ular bir guruh kalitni xeshlaydi va ularning xotirasini oldindan yuklaydi.</translation>
    </message>
    <message>
        <source>m = %1 bits in %2 cache lines of 512 bits; all k = %3 bits of a key in one line. Timed through the batched calls.</source>
        <translation>m = %1 bit, 512 bitli %2 ta kesh qatorida; kalitning barcha k = %3 ta biti bitta qatorda. Vaqt paketli chaqiruvlar orqali oʻlchangan.</translation>
    </message>
    <message>
        <source>%1 four-bit counters, k = %2. One key at a time; each insert and delete also records its steps for the lessons.</source>
        <translation>%1 ta 4 bitli hisoblagich, k = %2. Bir vaqtda bitta kalit; har bir qoʻshish va oʻchirish darslar uchun oʻz qadamlarini ham yozib boradi.</translation>
    </message>
    <message numerus="yes">
        <source>%n slice(s) with %1 bits in all. One key at a time; a check may ask every slice.</source>
        <translation>
            <numerusform>Jami %1 bitli %Ln ta boʻlak. Bir vaqtda bitta kalit; tekshiruv har bir boʻlakka murojaat qilishi mumkin.</numerusform>
            <numerusform>Jami %1 bitli %Ln ta boʻlak. Bir vaqtda bitta kalit; tekshiruv har bir boʻlakka murojaat qilishi mumkin.</numerusform>
        </translation>
    </message>
    <message>
        <source>Checks of keys that were never added, the usual case for a filter.</source>
        <translation>Hech qachon qoʻshilmagan kalitlarni tekshirish — filtr uchun odatiy holat.</translation>
    </message>
    <message>
        <source>%1 false positives in %2 probes; 95% interval %3 to %4.</source>
        <translation>%2 ta tekshiruvda %1 ta soxta ijobiy; 95% oraliq: %3 dan %4 gacha.</translation>
    </message>
    <message numerus="yes">
        <source>Every key was removed again; %n counter(s) stayed above zero.</source>
        <translation>
            <numerusform>Har bir kalit qayta olib tashlandi; %Ln ta hisoblagich noldan katta boʻlib qoldi.</numerusform>
            <numerusform>Har bir kalit qayta olib tashlandi; %Ln ta hisoblagich noldan katta boʻlib qoldi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clearing a bit could erase other keys: deleting would cause false negatives.</source>
        <translation>Bitni tozalash boshqa kalitlarni ham oʻchirib yuborishi mumkin: oʻchirish soxta salbiylarga olib keladi.</translation>
    </message>
    <message>
        <source>Best in this column</source>
        <translation>Bu ustundagi eng yaxshi qiymat</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Maqsad: %1</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtr</translation>
    </message>
    <message>
        <source>Insert, ns/key</source>
        <translation>Qoʻshish, ns/kalit</translation>
    </message>
    <message>
        <source>Query, ns/key</source>
        <translation>Soʻrov, ns/kalit</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Xotira</translation>
    </message>
    <message>
        <source>Bits per key</source>
        <translation>Kalit boshiga bitlar</translation>
    </message>
    <message>
        <source>Measured FPR</source>
        <translation>Oʻlchangan FPR</translation>
    </message>
    <message>
        <source>Expected FPR</source>
        <translation>Kutilayotgan FPR</translation>
    </message>
    <message>
        <source>Can delete</source>
        <translation>Oʻchira oladimi</translation>
    </message>
    <message>
        <source>When to choose it</source>
        <translation>Qachon tanlash kerak</translation>
    </message>
    <message>
        <source>Cuckoo (buckets of 4 fingerprints)</source>
        <translation>Kakku (4 ta barmoq izli chelaklar)</translation>
    </message>
    <message>
        <source>%1 slots in buckets of 4, fingerprints of %2 bits, %3 full once every key was in. Inserts one key at a time (each may move others); checks through the batched call, two buckets per key.</source>
        <translation>%1 ta katakcha, har bir chelakda 4 tadan; barmoq izlari %2 bitli; barcha kalitlar qoʻshilgach, jadvalning %3 qismi toʻlgan edi. Kalitlar bittadan qoʻshiladi (har biri boshqalarini joyidan koʻchirishi mumkin); tekshiruv paketli chaqiruv orqali, har bir kalit uchun ikki chelak.</translation>
    </message>
    <message>
        <source>1 − (1 − 1/2^f)^(2·4·load) at the load reached, %1; a full table stays under 2·4/2^f = %2.</source>
        <translation>1 − (1 − 1/2^f)^(2·4·load), erishilgan toʻlish darajasi (load) %1 boʻlganda; toʻla jadvalda ulush 2·4/2^f = %2 dan past qoladi.</translation>
    </message>
    <message numerus="yes">
        <source>Every key was removed again, its fingerprint taken from one of its two buckets; %n fingerprint(s) stayed.</source>
        <translation>
            <numerusform>Har bir kalit qayta olib tashlandi, uning barmoq izi ikki chelagidan biridan olindi; %Ln ta barmoq izi qoldi.</numerusform>
            <numerusform>Har bir kalit qayta olib tashlandi, uning barmoq izi ikki chelagidan biridan olindi; %Ln ta barmoq izi qoldi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Keys must be removed without a counting filter&apos;s memory: it deletes, and checks two buckets. Near full load and below about p = 0.3% it is also smaller than a classic filter. It refuses inserts once full, and removing a key that was never added can remove another.</source>
        <translation>Kalitlarni olib tashlash kerak, lekin sanovchi filtrdagidek koʻp xotira sarflamasdan: u oʻchira oladi va ikki chelakni tekshiradi. Toʻlish darajasi toʻliqqa yaqin boʻlganda va taxminan p = 0,3% dan past ulushda u klassik filtrdan kichikroq ham boʻladi. Toʻlgach, u yangi kalitlarni qabul qilmaydi, hech qachon qoʻshilmagan kalitni olib tashlash esa boshqa kalitni olib tashlab yuborishi mumkin.</translation>
    </message>
</context>
<context>
    <name>ViewExport</name>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg)</source>
        <translation>PNG rasm (*.png);;SVG rasm (*.svg)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 faylini saqlab boʻlmadi: %2</translation>
    </message>
    <message>
        <source>choose a name ending in .png or .svg</source>
        <translation>.png yoki .svg bilan tugaydigan nom tanlang</translation>
    </message>
    <message>
        <source>A bit array exported from BloomLab</source>
        <translation>BloomLab dasturidan eksport qilingan bitlar massivi</translation>
    </message>
    <message numerus="yes">
        <source>m = %Ln bit(s)</source>
        <translation>
            <numerusform>m = %Ln bit</numerusform>
            <numerusform>m = %Ln bit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>k = %Ln hash function(s)</source>
        <translation>
            <numerusform>k = %Ln ta xesh funksiyasi</numerusform>
            <numerusform>k = %Ln ta xesh funksiyasi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>n = %Ln key(s) added</source>
        <translation>
            <numerusform>n = %Ln ta qoʻshilgan kalit</numerusform>
            <numerusform>n = %Ln ta qoʻshilgan kalit</numerusform>
        </translation>
    </message>
    <message>
        <source>Hash scheme: %1</source>
        <translation>Xesh sxemasi: %1</translation>
    </message>
    <message>
        <source>Exported from BloomLab on %1</source>
        <translation>BloomLab dasturidan eksport qilingan: %1</translation>
    </message>
</context>
</TS>
