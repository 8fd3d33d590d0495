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
        <source>What counting costs</source>
        <translation>Sanash narxi</translation>
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
</context>
<context>
    <name>DeletionController</name>
    <message>
        <source>Add %1</source>
        <translation>Qoʻshish: %1</translation>
    </message>
    <message>
        <source>Select a key in the list that is still in both filters.</source>
        <translation>Roʻyxatdan hali ikkala filtrda ham bor boʻlgan kalitni tanlang.</translation>
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
        <source>%1 added %2 times: counter %3 reached %4, the most it can hold, and is now stuck.</source>
        <translation>%1 kaliti %2 marta qoʻshildi: %3-hisoblagich %4 ga, yaʼni sigʻdira oladigan eng katta qiymatga yetdi va endi qotib qoldi.</translation>
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
</context>
<context>
    <name>DeletionControlsBar</name>
    <message>
        <source>Another key to add to both</source>
        <translation>Ikkala filtrga qoʻshiladigan yana bir kalit</translation>
    </message>
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
        <source>Delete the key selected in the list from both filters</source>
        <translation>Roʻyxatda tanlangan kalitni ikkala filtrdan oʻchirish</translation>
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
        <source>Counting-filter hazards</source>
        <translation>Sanovchi filtr xavflari</translation>
    </message>
    <message>
        <source>Counting-filter hazards…</source>
        <translation>Sanovchi filtr xavflari…</translation>
    </message>
    <message>
        <source>1. Remove a false positive</source>
        <translation>1. Soxta ijobiyni olib tashlash</translation>
    </message>
    <message>
        <source>2. Remove a key never added</source>
        <translation>2. Hech qachon qoʻshilmagan kalitni olib tashlash</translation>
    </message>
    <message>
        <source>3. Saturate a counter</source>
        <translation>3. Hisoblagichni toʻyintirish</translation>
    </message>
    <message>
        <source>&amp;Reset to the article</source>
        <translation>&amp;Maqoladagi holatga qaytarish</translation>
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
        <source>%1 — plain: %2; counting: %3</source>
        <translation>%1 — oddiy: %2; sanovchi: %3</translation>
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
        <source>A plain Bloom filter cannot delete: clearing a key&apos;s bits also clears bits that other keys need. Delete a key below and watch both filters.</source>
        <translation>Oddiy Bloom filtri kalitni oʻchira olmaydi: kalit bitlarini tozalash boshqa kalitlarga kerak boʻlgan bitlarni ham tozalaydi. Quyida biror kalitni oʻchiring va ikkala filtrni kuzating.</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sessiyani ochish</translation>
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
        <source>Type a size, such as 95,850,584 or 12 MB (a bare number counts bits).</source>
        <translation>Oʻlchamni kiriting, masalan, 95&#xa0;850&#xa0;584 yoki 12 MB (birliksiz son bit deb hisoblanadi).</translation>
    </message>
    <message>
        <source>Type a number of keys, such as 1,200 or 1.2e3.</source>
        <translation>Kalitlar sonini kiriting, masalan, 1&#xa0;200 yoki 1,2e3.</translation>
    </message>
    <message>
        <source>Type a rate, such as 1%, 0.01 or 1 in 100.</source>
        <translation>Ulushni kiriting, masalan, 1%, 0,01 yoki 1 in 100.</translation>
    </message>
    <message>
        <source>Type megabytes, such as 12 or 11.98 MB.</source>
        <translation>Megabaytlarda kiriting, masalan, 12 yoki 11,98 MB.</translation>
    </message>
    <message>
        <source>Type a number, such as %1.</source>
        <translation>Son kiriting, masalan, %1.</translation>
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
    <message numerus="yes">
        <source>Added %n random key(s). Select one in the list to see its bits.</source>
        <translation>
            <numerusform>%Ln ta tasodifiy kalit qoʻshildi. Bitlarini koʻrish uchun roʻyxatdan birini tanlang.</numerusform>
            <numerusform>%Ln ta tasodifiy kalit qoʻshildi. Bitlarini koʻrish uchun roʻyxatdan birini tanlang.</numerusform>
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
        <source>Who set its bits:</source>
        <translation>Bitlarini qaysi kalitlar oʻrnatgan:</translation>
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
        <source>The hash seed: secret and random at start. Type one to repeat a demo exactly.</source>
        <translation>Xeshning boshlangʻich qiymati (seed): ishga tushishda maxfiy va tasodifiy. Namoyishni aynan takrorlash uchun boshlangʻich qiymatni kiriting.</translation>
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
        <source>Optimal</source>
        <translation>Optimal</translation>
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
        <source>A timed set, as in an interview: numbers to work out, options to choose and trade-offs to explain, with no hints and no feedback until the end. Then you see a score per topic, the time each answer took, and every answer beside the right one or a model answer.</source>
        <translation>Ish suhbatidagi kabi vaqt bilan cheklangan savollar toʻplami: hisoblanadigan sonlar, tanlanadigan variantlar va tushuntiriladigan murosali yechimlar; oxirigacha maslahat ham, izoh ham berilmaydi. Soʻng har bir mavzu boʻyicha natija, har bir javobga ketgan vaqt va har bir javob toʻgʻri yoki namunaviy javob bilan yonma-yon koʻrsatiladi.</translation>
    </message>
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
        <source>Select a key to see its bits</source>
        <translation>Bitlarini koʻrish uchun kalitni tanlang</translation>
    </message>
    <message>
        <source>Colour each set bit by how many keys set it</source>
        <translation>Har bir oʻrnatilgan bitni uni nechta kalit oʻrnatganiga qarab ranglash</translation>
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
        <source>Type a number, such as %1.</source>
        <translation>Son kiriting, masalan, %1.</translation>
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
        <source>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;Learn Bloom filters by watching them work: every hash, every bit, every false positive explained.&lt;/p&gt;&lt;p&gt;Built with Qt %2 and xxHash.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;BloomLab %1&lt;/h3&gt;&lt;p&gt;Bloom filtrlarini ularning ishlashini kuzatib oʻrganing: har bir xesh, har bir bit, har bir soxta ijobiy tushuntiriladi.&lt;/p&gt;&lt;p&gt;Qt %2 va xxHash yordamida yaratilgan.&lt;/p&gt;</translation>
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
    <message>
        <source>Each of its bits was set by other keys. A Bloom filter cannot tell the difference.</source>
        <translation>Uning har bir biti boshqa kalitlar tomonidan oʻrnatilgan. Bloom filtri farqni ajrata olmaydi.</translation>
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
        <translation>%1 · qiyinlik %3 dan %2 · jonli namoyishda</translation>
    </message>
    <message>
        <source>You left this one out.</source>
        <translation>Bu toʻgʻri variantni tanlamadingiz.</translation>
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
        <translation>Qatʼiy filtr FPR</translation>
    </message>
    <message>
        <source>Scalable FPR</source>
        <translation>Kengayuvchi filtr FPR</translation>
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
        <source>Memory: fixed vs scalable</source>
        <translation>Xotira: qatʼiy va kengayuvchi</translation>
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
        <source>seyi_codes and aderonke are in both filters. They share bit 7.</source>
        <translation>seyi_codes va aderonke ikkala filtrda ham bor. 7-bit ular uchun umumiy.</translation>
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
