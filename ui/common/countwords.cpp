#include "numberformat.h"

#include <QLocale>

#include <algorithm>
#include <array>

namespace {

struct ScaleWord {
    QLocale::Language language;
    const char16_t *word;
    int power; // of ten
};

// Each language's words for a power of ten, as its translations, lessons and questions write counts:
// "1 พันล้าน URL", "1 milliard URL", "১০০ কোটি URL", "1 ارب URLs", "10 ملین", "৬০ লাখ". Lakh and crore
// (10⁵, 10⁷) have no English word core could read, hence powers rather than a translation.
constexpr std::array kScaleWords {
    ScaleWord {QLocale::Thai, u"พัน", 3},
    ScaleWord {QLocale::Thai, u"หมื่น", 4},
    ScaleWord {QLocale::Thai, u"แสน", 5},
    ScaleWord {QLocale::Thai, u"ล้าน", 6},
    ScaleWord {QLocale::Thai, u"พันล้าน", 9},
    ScaleWord {QLocale::Uzbek, u"ming", 3},
    ScaleWord {QLocale::Uzbek, u"million", 6},
    ScaleWord {QLocale::Uzbek, u"mln", 6},
    ScaleWord {QLocale::Uzbek, u"mln.", 6},
    ScaleWord {QLocale::Uzbek, u"milliard", 9},
    ScaleWord {QLocale::Uzbek, u"mlrd", 9},
    ScaleWord {QLocale::Uzbek, u"mlrd.", 9},
    ScaleWord {QLocale::Bengali, u"হাজার", 3},
    ScaleWord {QLocale::Bengali, u"লাখ", 5},
    ScaleWord {QLocale::Bengali, u"লক্ষ", 5},
    ScaleWord {QLocale::Bengali, u"মিলিয়ন", 6},
    ScaleWord {QLocale::Bengali, u"কোটি", 7},
    ScaleWord {QLocale::Bengali, u"বিলিয়ন", 9},
    ScaleWord {QLocale::Urdu, u"ہزار", 3},
    ScaleWord {QLocale::Urdu, u"لاکھ", 5},
    ScaleWord {QLocale::Urdu, u"ملین", 6},
    ScaleWord {QLocale::Urdu, u"کروڑ", 7},
    ScaleWord {QLocale::Urdu, u"ارب", 9},
    ScaleWord {QLocale::Urdu, u"بلین", 9},
};

// The number before a scale word times 10^power, in a form core reads: "2.5" → "2.5e5", and an
// exponent typed already moves ("1.5e2" → "1.5e7"). Empty when it is no number to scale.
QString scaled(const QString &number, int power)
{
    if (number.isEmpty() || !(number.back().isDigit() || number.back() == QLatin1Char('.')))
        return {};
    const qsizetype e = number.indexOf(QLatin1Char('e'), 0, Qt::CaseInsensitive);
    if (e < 0)
        return number + QStringLiteral("e%1").arg(power);
    bool ok = false;
    const int exponent = number.mid(e + 1).toInt(&ok);
    if (!ok)
        return {};
    return number.left(e) + QStringLiteral("e%1").arg(exponent + power);
}

} // namespace

namespace NumberFormat {

QString readableCount(const QString &typed)
{
    QString text = readable(typed);
    // Bidi marks and isolates, which a count copied from Urdu text carries along, are layout.
    text.removeIf([](QChar c) { return c.category() == QChar::Other_Format; });
    text = text.trimmed();
    const QLocale::Language language = QLocale().language();
    const ScaleWord *match = nullptr;
    for (const ScaleWord &scale : kScaleWords) {
        const QStringView word(scale.word);
        // The longest word that ends the text: "1 พันล้าน" is 10⁹, not 1 พัน × 10⁶.
        if (scale.language == language && text.endsWith(word, Qt::CaseInsensitive)
            && (!match || word.size() > QStringView(match->word).size()))
            match = &scale;
    }
    if (!match)
        return text;
    const QString number = scaled(text.chopped(QStringView(match->word).size()).trimmed(), match->power);
    return number.isEmpty() ? text : number;
}

} // namespace NumberFormat
