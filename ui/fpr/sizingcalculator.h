#pragma once
// Enter any two of n, p, m and k; get the rest, the memory, the bits per key, what storing the
// keys themselves would take, and a cuckoo filter and the lower bound for the same n and p, each
// with its working (SizingAnswer). Each field says what is wrong
// with it, right beside it, in room kept for it, so the fields never move while the user types.

#include <bloom/result.h>

#include <QHash>
#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class SizingAnswer;

class SizingCalculator : public QWidget {
    Q_OBJECT

public:
    enum class Field { Keys, Rate, Bits, Hashes, KeyLength };
    [[nodiscard]] static QList<Field> allFields();

    explicit SizingCalculator(QWidget *parent = nullptr);

    [[nodiscard]] QLineEdit *edit(Field field) const { return m_edits.value(field); }
    // Replaces a field's text and recalculates, as if the user had typed it.
    void setFieldText(Field field, const QString &text);
    // Replaces every field's text (a missing field is emptied) and recalculates once, without
    // edited(): for showing a state again, as undo does.
    void setFieldTexts(const QHash<Field, QString> &texts);
    // The message beside a field; empty when the field is fine.
    [[nodiscard]] QString fieldMessage(Field field) const;
    // A result row by name: n, p, m, k, bitsPerKey, memory, rawKeys, ratio, cuckooBits,
    // cuckooBitsPerKey, cuckooMemory, lowerBound, bitsCompared; or the overall status.
    [[nodiscard]] QString result(const QString &row) const;
    // The formula with the numbers put in, under a result; empty for a value the user gave.
    [[nodiscard]] QString working(const QString &row) const;
    // A warning under a result (a filter too large for this computer, k capped); usually empty.
    [[nodiscard]] QString note(const QString &row) const;
    [[nodiscard]] QString status() const;

    // The Bengali article's example: a billion URLs of 70 bytes at 1%.
    void loadUrlExample();

signals:
    // The fields changed other than through setFieldTexts(): typed into `field`, or, with no
    // field, several at once by a button (Clear, the URL example).
    void edited(std::optional<SizingCalculator::Field> field);

private:
    [[nodiscard]] QString fieldError(Field field, const bloom::Error &error) const;
    QLineEdit *addField(Field field, const QString &label, const QString &placeholder, const QString &help);
    void addResult(const QString &name, const QString &label);
    void recalculate();
    void showAnswer(const SizingAnswer &answer);
    [[nodiscard]] QString labelText(const QString &name) const;

    QHash<Field, QLineEdit *> m_edits;
    QHash<Field, QLabel *> m_messages;
    QLabel *m_status = nullptr;
    class QFormLayout *m_inputs = nullptr;
    class QFormLayout *m_results = nullptr;
};
