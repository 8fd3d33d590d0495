#include "sizingcalculator.h"

#include "common/errormessages.h"
#include "common/messagelabel.h"
#include "common/numberformat.h"
#include "fpr/fprsection.h"
#include "fpr/sizinganswer.h"

#include <bloom/bloom.h>

#include <QFormLayout>
#include <QGroupBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>
#include <optional>

namespace {

const QStringList &resultRows()
{
    static const QStringList rows {QStringLiteral("n"), QStringLiteral("p"), QStringLiteral("m"),
        QStringLiteral("k"), QStringLiteral("bitsPerKey"), QStringLiteral("memory"),
        QStringLiteral("rawKeys"), QStringLiteral("ratio"), QStringLiteral("cuckooBits"),
        QStringLiteral("cuckooBitsPerKey"), QStringLiteral("cuckooMemory"), QStringLiteral("lowerBound"),
        QStringLiteral("bitsCompared")};
    return rows;
}

// Results and messages wrap at the width they are given and never ask for more: a long word in one
// (a number, a typed text) once widened the window past the screen, pushing buttons off it.
void wrapWithinWidth(QLabel *label)
{
    label->setWordWrap(true);
    QSizePolicy policy = label->sizePolicy();
    policy.setHorizontalPolicy(QSizePolicy::Ignored);
    label->setSizePolicy(policy);
}

} // namespace

SizingCalculator::SizingCalculator(QWidget *parent) : QWidget(parent)
{
    auto *inputs = new QGroupBox(tr("Enter any two of n, p, m and k"), this);
    m_inputs = new QFormLayout(inputs);
    addField(Field::Keys, tr("Keys (n):"), tr("e.g. 1 billion, 10M, %1").arg(QLocale().toString(1000000)),
        tr("How many keys the filter holds"));
    addField(Field::Rate, tr("False-positive rate (p):"),
        tr("e.g. 1%, %1, 1e-2, 1 in 100").arg(QLocale().toString(0.01)),
        tr("The share of never-added keys the filter may wrongly call present"));
    addField(Field::Bits, tr("Size (m):"), tr("e.g. 958505838, 120 MB, 1.5 GiB"),
        tr("Bits, or a size with a unit: kB/MB/GB (powers of 1000) or KiB/MiB/GiB (powers of 1024)"));
    addField(Field::Hashes, tr("Hash functions (k):"), tr("e.g. 7"), tr("How many bits each key sets"));
    addField(Field::KeyLength, tr("Average key length (bytes):"), tr("e.g. 70"),
        tr("To compare with storing the keys themselves"));

    auto *example = new QPushButton(tr("The URL example: 1 billion URLs at 1%"), this);
    auto *clear = new QPushButton(tr("C&lear"), this);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(example);
    buttons->addWidget(clear);
    buttons->addStretch(1);

    // The results scroll in what height is left: with their working under them they can be taller
    // than a 800-pixel screen has room for, and must not push the window past it.
    auto *results = new QScrollArea(this);
    results->setObjectName(QStringLiteral("results"));
    results->setWidgetResizable(true);
    results->setFrameShape(QFrame::NoFrame);
    results->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *resultsPage = new QWidget(results);
    auto *outputs = new QGroupBox(tr("Result"), resultsPage);
    m_results = new QFormLayout(outputs);
    m_status = new QLabel(outputs);
    m_status->setObjectName(QStringLiteral("status"));
    wrapWithinWidth(m_status);
    m_results->addRow(m_status);
    addResult(QStringLiteral("n"), tr("Keys (n):"));
    addResult(QStringLiteral("p"), tr("False-positive rate (p):"));
    addResult(QStringLiteral("m"), tr("Size (m):"));
    addResult(QStringLiteral("k"), tr("Hash functions (k):"));
    addResult(QStringLiteral("bitsPerKey"), tr("Bits per key:"));
    addResult(QStringLiteral("memory"), tr("Filter memory:"));
    addResult(QStringLiteral("rawKeys"), tr("Storing the keys:"));
    addResult(QStringLiteral("ratio"), tr("The filter is:"));
    // The same keys and rate in a cuckoo filter, and the least any filter could take.
    // Bold by markup, not by a font of its own, which would stop presenter mode's larger text.
    auto *against = new QLabel(
        QStringLiteral("<b>%1</b>").arg(tr("Against a cuckoo filter and the lower bound").toHtmlEscaped()),
        outputs);
    against->setObjectName(QStringLiteral("comparisonHeading"));
    against->setTextFormat(Qt::RichText);
    wrapWithinWidth(against);
    m_results->addRow(against);
    addResult(QStringLiteral("cuckooBits"), tr("Cuckoo fingerprint (f):"));
    addResult(QStringLiteral("cuckooBitsPerKey"), tr("Cuckoo bits per key:"));
    addResult(QStringLiteral("cuckooMemory"), tr("Cuckoo filter memory:"));
    addResult(QStringLiteral("lowerBound"), tr("Lower bound, bits per key:"));
    addResult(QStringLiteral("bitsCompared"), tr("Bits per key compared:"));

    auto *resultsLayout = new QVBoxLayout(resultsPage);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    resultsLayout->addWidget(outputs);
    resultsLayout->addStretch(1);
    results->setWidget(resultsPage);
    // Drawn on the tab's own background, as the inputs above are, not on the window's.
    results->viewport()->setAutoFillBackground(false);
    resultsPage->setAutoFillBackground(false);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(inputs);
    layout->addLayout(buttons);
    layout->addWidget(results, 1);

    edit(Field::KeyLength)->setText(QLocale().toString(FprLimits::kDefaultKeyLength));
    connect(example, &QPushButton::clicked, this, &SizingCalculator::loadUrlExample);
    connect(clear, &QPushButton::clicked, this, [this] {
        // The key length is not one of the two values; it stays for the next calculation.
        setFieldTexts({{Field::KeyLength, edit(Field::KeyLength)->text()}});
        emit edited(std::nullopt);
    });
    recalculate();
}

QList<SizingCalculator::Field> SizingCalculator::allFields()
{
    return {Field::Keys, Field::Rate, Field::Bits, Field::Hashes, Field::KeyLength};
}

void SizingCalculator::setFieldText(Field field, const QString &text)
{
    edit(field)->setText(text); // textChanged recalculates and says edited()
}

void SizingCalculator::setFieldTexts(const QHash<Field, QString> &texts)
{
    // One calculation for all the fields, rather than one per field through a half-changed form.
    for (const Field field : allFields()) {
        QLineEdit *lineEdit = edit(field);
        const QSignalBlocker blocker(lineEdit);
        lineEdit->setText(texts.value(field));
    }
    recalculate();
}

QLineEdit *SizingCalculator::addField(
    Field field, const QString &label, const QString &placeholder, const QString &help)
{
    auto *lineEdit = new QLineEdit(this);
    lineEdit->setPlaceholderText(placeholder);
    lineEdit->setToolTip(help);
    lineEdit->setAccessibleName(label);
    lineEdit->setClearButtonEnabled(true);
    auto *message = new MessageLine(Tone::Error, this);
    message->setAccessibleName(tr("Problem with %1").arg(label));
    wrapWithinWidth(message);
    auto *row = new QWidget(this);
    auto *rowLayout = new QVBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->setSpacing(1);
    rowLayout->addWidget(lineEdit);
    rowLayout->addWidget(message);
    auto *caption = new QLabel(label, this);
    caption->setBuddy(lineEdit);
    m_inputs->addRow(caption, row);
    m_edits.insert(field, lineEdit);
    m_messages.insert(field, message);
    connect(lineEdit, &QLineEdit::textChanged, this, [this, field] {
        recalculate();
        emit edited(field);
    });
    return lineEdit;
}

void SizingCalculator::addResult(const QString &name, const QString &label)
{
    // The value, with its working under it and a warning where one is needed.
    auto *cell = new QWidget(this);
    auto *cellLayout = new QVBoxLayout(cell);
    cellLayout->setContentsMargins(0, 0, 0, 0);
    cellLayout->setSpacing(1);
    auto *value = new QLabel(cell);
    value->setObjectName(name);
    // Spoken names without the row's colon: "How Keys (n) was worked out".
    QString spoken = label.trimmed();
    while (!spoken.isEmpty() && (spoken.back() == QLatin1Char(':') || spoken.back() == QChar(0xFF1A)))
        spoken.chop(1);
    value->setAccessibleName(spoken);
    auto *working = new MessageLabel(Tone::Secondary, cell);
    working->setObjectName(name + QStringLiteral("Working"));
    working->setAccessibleName(tr("How %1 was worked out").arg(spoken));
    auto *note = new MessageLabel(Tone::Warning, cell);
    note->setObjectName(name + QStringLiteral("Note"));
    note->setAccessibleName(tr("Note on %1").arg(spoken));
    // Selectable labels lay each paragraph out in its own direction, so in Urdu a value that is
    // only a number or a formula sat at the far left while one with Urdu words sat at the right.
    // Every value starts at the reading edge instead (a language change restarts the app).
    const Qt::Alignment readingEdge
        = Qt::AlignAbsolute | (QGuiApplication::isRightToLeft() ? Qt::AlignRight : Qt::AlignLeft);
    for (QLabel *text : {value, static_cast<QLabel *>(working), static_cast<QLabel *>(note)}) {
        text->setAlignment(readingEdge | Qt::AlignVCenter);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        wrapWithinWidth(text);
        cellLayout->addWidget(text);
    }
    working->hide();
    note->hide();
    m_results->addRow(label, cell);
}

QString SizingCalculator::fieldMessage(Field field) const
{
    return m_messages.value(field)->text();
}

QString SizingCalculator::labelText(const QString &name) const
{
    const auto *label = findChild<QLabel *>(name);
    if (!label)
        return {};
    // Without the right-to-left marks showAnswer() opens a value with: they are layout, not text.
    return NumberFormat::withoutReadingMarks(label->text());
}

QString SizingCalculator::result(const QString &row) const
{
    return labelText(row);
}

QString SizingCalculator::working(const QString &row) const
{
    return labelText(row + QStringLiteral("Working"));
}

QString SizingCalculator::note(const QString &row) const
{
    return labelText(row + QStringLiteral("Note"));
}

QString SizingCalculator::status() const
{
    return m_status->text();
}

void SizingCalculator::loadUrlExample()
{
    setFieldTexts({{Field::Keys, QStringLiteral("1000000000")}, {Field::Rate, QStringLiteral("1%")},
        {Field::KeyLength, QStringLiteral("70")}});
    emit edited(std::nullopt);
}

QString SizingCalculator::fieldError(Field field, const bloom::Error &error) const
{
    // The parsers give no figures with TooLarge, so the shared message read "(0 where the limit is
    // 0)": say what the limit is instead.
    if (error.code == bloom::Errc::TooLarge) {
        if (field == Field::Hashes)
            return tr("At most %1 hash functions are supported.").arg(QLocale().toString(bloom::kMaxHashes));
        return tr("This is more than BloomLab can count (at most %1).")
            .arg(QLocale().toString(std::numeric_limits<qulonglong>::max()));
    }
    if (error.code == bloom::Errc::ParameterOutOfRange && field == Field::Rate)
        return tr("This rate is closer to 0 than BloomLab can compute with (the smallest is %1).")
            .arg(NumberFormat::scientific(std::numeric_limits<double>::min()));
    // The parsers say only "not valid text"; the shared message for that is about a filter's
    // encoded bits, another page's matter. Here it is a number the user typed.
    if (error.code != bloom::Errc::InvalidText)
        return ErrorMessages::forError(error);
    QString typed = edit(field)->text().trimmed();
    if (typed.startsWith(QLatin1Char('-')) || typed.startsWith(QChar(0x2212)))
        return tr("This cannot be negative.");
    // Quoted in full, a long paste would be one unbreakable word the message cannot wrap.
    constexpr qsizetype kQuoted = 24;
    if (typed.size() > kQuoted)
        typed = typed.left(kQuoted - 1) + QChar(0x2026);
    return tr("“%1” is not a number this box reads (%2).").arg(typed, edit(field)->placeholderText());
}

void SizingCalculator::recalculate()
{
    bloom::SizingInput input;
    bool valid = true;
    const auto report = [this, &valid](Field field, const std::optional<bloom::Error> &error) {
        // The message line stays in the layout, empty when the field is fine (MessageLine).
        m_messages.value(field)->setText(error ? fieldError(field, *error) : QString());
        valid = valid && !error;
    };
    const auto text = [this](Field field) {
        const QString typed = edit(field)->text().trimmed();
        // A count may end in the language's word for its scale ("1 พันล้าน"); rates and sizes take units.
        const bool count = field == Field::Keys || field == Field::Hashes || field == Field::KeyLength;
        return (count ? NumberFormat::readableCount(typed) : NumberFormat::readable(typed)).toStdString();
    };
    // A field left empty is one the calculator solves for; anything else parses, or says why.
    const auto read = [&](Field field, const auto &parse) {
        const std::string typed = text(field);
        const auto parsed = parse(typed);
        report(field, typed.empty() || parsed ? std::nullopt : std::optional(parsed.error()));
        return typed.empty() || !parsed ? std::nullopt : std::optional(*parsed);
    };
    const auto parseHashes = [](std::string_view typed) -> bloom::Result<std::uint32_t> {
        const auto parsed = bloom::parseCount(typed);
        if (!parsed)
            return parsed.error();
        if (*parsed == 0)
            return bloom::Errc::ZeroHashes;
        if (*parsed > bloom::kMaxHashes)
            return bloom::Error {bloom::Errc::TooManyHashes, *parsed, bloom::kMaxHashes};
        return static_cast<std::uint32_t>(*parsed);
    };
    input.n = read(Field::Keys, bloom::parseCount);
    input.p = read(Field::Rate, bloom::parseProbability);
    input.m = read(Field::Bits, bloom::parseBitSize);
    input.k = read(Field::Hashes, parseHashes);
    // The key length only sizes the comparison with storing the keys; empty means no comparison.
    const double keyLength = double(read(Field::KeyLength, bloom::parseCount).value_or(0));

    showAnswer(SizingAnswer {});
    const int given = int(input.n.has_value()) + int(input.p.has_value()) + int(input.m.has_value())
        + int(input.k.has_value());
    if (!valid) {
        m_status->setText(tr("Fix the field marked above."));
        return;
    }
    if (given != 2) {
        m_status->setText(given < 2 ? tr("Enter %n more value(s).", nullptr, 2 - given)
                                    : tr("Enter exactly two values; clear the others."));
        return;
    }
    const SizingAnswer answer = SizingAnswer::solve(input, keyLength, bloom::availableMemoryBytes());
    showAnswer(answer);
    m_status->setText(answer.status());
}

void SizingCalculator::showAnswer(const SizingAnswer &answer)
{
    for (const QString &name : resultRows()) {
        const SizingAnswer::Row row = answer.row(name);
        // A value or note that starts with a number ("70 GB (1,000,000,000 keys × 70 bytes)") was laid
        // out left to right in Urdu, its words and brackets out of order ("70 GB (1,000,000,000 (…"):
        // a right-to-left mark opens it, so it reads in the language's direction, its numbers
        // isolated by the translation. The working is a formula, left to right in every language.
        findChild<QLabel *>(name)->setText(
            row.value.isEmpty() ? QStringLiteral("—") : NumberFormat::inReadingDirection(row.value));
        for (const auto &[suffix, text] : {std::pair {QStringLiteral("Working"), row.working},
                 std::pair {QStringLiteral("Note"), row.note}}) {
            auto *label = findChild<QLabel *>(name + suffix);
            label->setText(suffix == QStringLiteral("Note") ? NumberFormat::inReadingDirection(text) : text);
            label->setVisible(!text.isEmpty());
        }
    }
    // The rows' heights follow their texts now: a note that wraps to a second line in one language
    // was otherwise drawn over the working above it until the window was resized.
    m_results->invalidate();
}
