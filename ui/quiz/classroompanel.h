#pragma once
// The quiz for a projector: one question large, its options lettered; the teacher counts the
// class's votes with the keys A to D, Space reveals the answer with its explanation, N moves on.
// Nothing is scored or kept.

#include "quiz/quizitem.h"

#include <QWidget>

#include <random>

class QComboBox;
class QuestionCard;

class ClassroomPanel : public QWidget {
    Q_OBJECT

public:
    explicit ClassroomPanel(QWidget *parent = nullptr);

    [[nodiscard]] QuestionCard *card() const { return m_card; }
    [[nodiscard]] QComboBox *topics() const { return m_topics; }
    void setSeed(quint64 seed) { m_random.seed(seed); }
    // The next question of the chosen topic, none twice until all have been asked.
    void next();

signals:
    void linkActivated(const QString &link);

private:
    QComboBox *m_topics;
    QuestionCard *m_card;
    QStringList m_asked;
    std::mt19937_64 m_random;
};
