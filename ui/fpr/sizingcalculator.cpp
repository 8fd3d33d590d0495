#include "sizingcalculator.h"
#include "common/messagelabel.h"

#include "common/errormessages.h"
#include "common/numberformat.h"
#include "fpr/fprsection.h"

#include <bloom/bloom.h>

#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <optional>

SizingCalculator::SizingCalculator(QWidget *parent) : QWidget(parent)
{
    auto *inputs = new QGroupBox(tr("Enter any two of n, p, m and k"), this);
    m_inputs = new QFormLayout(inputs);
    addField(Field::Keys, tr("Keys (n):"), tr("e.g. 1 billion, 10M, 1,000,000"),
        tr("How many keys the filter holds"));
    addField(Field::Rate, tr("False-positive rate (p):"), tr("e.g. 1%, 0.01, 1e-2, 1 in 100"),
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

    auto *outputs = new QGroupBox(tr("Result"), this);
    m_results = new QFormLayout(outputs);
    m_status = new QLabel(outputs);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);
    m_results->addRow(m_status);
    addResult(QStringLiteral("n"), tr("Keys (n):"));
    addResult(QStringLiteral("p"), tr("False-positive rate (p):"));
    addResult(QStringLiteral("m"), tr("Size (m):"));
    addResult(QStringLiteral("k"), tr("Hash functions (k):"));
    addResult(QStringLiteral("bitsPerKey"), tr("Bits per key:"));
    addResult(QStringLiteral("memory"), tr("Filter memory:"));
    addResult(QStringLiteral("rawKeys"), tr("Storing the keys:"));
    addResult(QStringLiteral("ratio"), tr("The filter is:"));

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(inputs);
    layout->addLayout(buttons);
    layout->addWidget(outputs);
    layout->addStretch(1);

    edit(Field::KeyLength)->setText(QString::number(FprLimits::kDefaultKeyLength));
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
    auto *message = new MessageLabel(Tone::Error, this);
    message->setAccessibleName(tr("Problem with %1").arg(label));
    auto *row = new QWidget(this);
    auto *rowLayout = new QVBoxLayout(row);
    rowLayout->setContentsMargins(0, 0, 0, 0);
    rowLayout->setSpacing(1);
    rowLayout->addWidget(lineEdit);
    rowLayout->addWidget(message);
    message->hide();
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

QLabel *SizingCalculator::addResult(const QString &name, const QString &label)
{
    auto *value = new QLabel(this);
    value->setObjectName(name);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    value->setWordWrap(true);
    value->setAccessibleName(label);
    m_results->addRow(label, value);
    return value;
}

QString SizingCalculator::fieldMessage(Field field) const
{
    const QLabel *label = m_messages.value(field);
    return label->isHidden() ? QString() : label->text();
}

QString SizingCalculator::result(const QString &row) const
{
    const auto *label = findChild<QLabel *>(row);
    return label ? label->text() : QString();
}

QString SizingCalculator::status() const
{
    return m_status->text();
}

void SizingCalculator::setResult(const QString &name, const QString &text)
{
    if (auto *label = findChild<QLabel *>(name))
        label->setText(text);
}

void SizingCalculator::loadUrlExample()
{
    setFieldTexts({{Field::Keys, QStringLiteral("1000000000")}, {Field::Rate, QStringLiteral("1%")},
        {Field::KeyLength, QStringLiteral("70")}});
    emit edited(std::nullopt);
}

QString SizingCalculator::fieldError(Field field, const bloom::Error &error) const
{
    // The parsers say only "not valid text"; the shared message for that is about a filter's
    // encoded bits, another page's matter. Here it is a number the user typed.
    if (error.code != bloom::Errc::InvalidText)
        return ErrorMessages::forError(error);
    const QString typed = edit(field)->text().trimmed();
    if (typed.startsWith(QLatin1Char('-')) || typed.startsWith(QChar(0x2212)))
        return tr("This cannot be negative.");
    return tr("“%1” is not a number this box reads (%2).").arg(typed, edit(field)->placeholderText());
}

void SizingCalculator::recalculate()
{
    bloom::SizingInput input;
    bool valid = true;
    const auto report = [this, &valid](Field field, const std::optional<bloom::Error> &error) {
        QLabel *message = m_messages.value(field);
        message->setVisible(error.has_value());
        if (error) {
            message->setText(fieldError(field, *error));
            valid = false;
        }
    };
    const auto text = [this](Field field) { return edit(field)->text().trimmed().toStdString(); };
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

    const QStringList rows {QStringLiteral("n"), QStringLiteral("p"), QStringLiteral("m"),
        QStringLiteral("k"), QStringLiteral("bitsPerKey"), QStringLiteral("memory"),
        QStringLiteral("rawKeys"), QStringLiteral("ratio")};
    for (const QString &row : rows)
        setResult(row, QStringLiteral("—"));
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
    const auto solved = bloom::solveSizing(input);
    if (!solved) {
        m_status->setText(ErrorMessages::forError(solved.error()));
        return;
    }
    const QLocale locale;
    m_status->setText(tr("Solved."));
    if (solved->n)
        setResult(QStringLiteral("n"), locale.toString(*solved->n));
    setResult(QStringLiteral("p"),
        tr("%1 (%2)").arg(NumberFormat::percent(solved->p), NumberFormat::oneIn(solved->p)));
    if (solved->m) {
        setResult(QStringLiteral("m"), tr("%1 bits").arg(locale.toString(*solved->m)));
        setResult(QStringLiteral("memory"), NumberFormat::bytes(double(*solved->m) / 8.0));
    }
    setResult(QStringLiteral("k"), locale.toString(solved->k));
    setResult(QStringLiteral("bitsPerKey"), locale.toString(solved->bitsPerKey, 'f', 2));
    if (solved->n && keyLength > 0) {
        const double raw = bloom::rawKeyBytes(*solved->n, keyLength);
        setResult(QStringLiteral("rawKeys"),
            tr("%1 (%2 keys × %3 bytes)")
                .arg(NumberFormat::bytes(raw), locale.toString(*solved->n),
                    locale.toString(keyLength, 'g', 6)));
        if (solved->m)
            setResult(QStringLiteral("ratio"),
                tr("%1× smaller than the keys").arg(locale.toString(raw * 8.0 / double(*solved->m), 'f', 1)));
    }
}
