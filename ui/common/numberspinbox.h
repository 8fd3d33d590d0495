#pragma once
// Spin boxes that read numbers as people type them: any script's digits (Bengali ১০০, Urdu ۱۰۰
// or ١٠٠, Thai ๑๐๐), the locale's decimal mark and digit grouping, and counts in words or with a
// multiplier ("1 billion", "10k", "2.5M", "1e6", read by core's parser; "1 พันล้าน" or "১০ লাখ" in
// the language's own words, NumberFormat::readableCount). Qt's own boxes read only
// the locale's own digits, so a Bengali user could not type back what the app prints. What does
// not read yet stays as typed (it may be on its way to "1 billion") and reverts on leaving the box,
// with a tip that says why: the range it takes, or that the text is not a number.

#include <QDoubleSpinBox>
#include <QSpinBox>

#include <optional>

namespace SpinText {
// The number in `typed` without the box's prefix and suffix, or nothing when it does not read.
[[nodiscard]] std::optional<double> read(QString typed, const QString &prefix, const QString &suffix);
// Shows a value the program holds in a box, unless the box shows it already. setValue() rewrites
// the text every time, and a page that followed its controller while the user typed regrouped the
// digits under the cursor: "1234567" was read as 1,234,675 and "1000001" as 100,000.
void show(QSpinBox *box, int value);
void show(QDoubleSpinBox *box, double value);
} // namespace SpinText

class NumberSpinBox : public QSpinBox {
    Q_OBJECT

public:
    explicit NumberSpinBox(QWidget *parent = nullptr);

protected:
    QValidator::State validate(QString &input, int &pos) const override;
    int valueFromText(const QString &text) const override;
    // Called when the user leaves text the box cannot take; it says why before the box reverts.
    void fixup(QString &input) const override;
};

class NumberDoubleSpinBox : public QDoubleSpinBox {
    Q_OBJECT

public:
    explicit NumberDoubleSpinBox(QWidget *parent = nullptr);

protected:
    QValidator::State validate(QString &input, int &pos) const override;
    double valueFromText(const QString &text) const override;
    void fixup(QString &input) const override;
};
