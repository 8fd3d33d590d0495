#pragma once
// The FPR lab as a lesson target: the lesson's own FprController, whose m, n and k a step sets and
// a reveal moves ("set" steps), played by a runner of its own with nothing to animate: the charts
// follow the inputs. A Do step waits for the learner to move a slider to a value ("set-hashes",
// "7"), or for a comparison of the hash schemes to finish ("run-schemes").

#include "lessons/lessontarget.h"
#include "script/scriptrunner.h"

class FprController;

class FprLessonTarget : public LessonTarget, public ScriptTarget {
public:
    explicit FprLessonTarget(FprController *controller);

    bool setUp(const Script &setup) override;
    void run(const Script &script) override;
    [[nodiscard]] ScriptRunner *runner() const override { return m_runner; }
    [[nodiscard]] QUndoStack *undoStack() const override;
    // "rate-percent" (the formula's p at m, n, k, in percent), "megabytes" and "gigabytes" (m / 8
    // in 10^6 and 10^9 bytes), "bits", "keys", "hashes".
    [[nodiscard]] std::optional<double> measure(const QString &name, const QString &key) const override;
    [[nodiscard]] QString pageName() const override { return QStringLiteral("fpr"); }
    void writeSection(Session::Data &session) const override;
    Outcome perform(const ScriptStep &step) override;

    // The name a "set" step gives each input, and what a Do step waits for ("set-hashes").
    [[nodiscard]] static QString inputName(int input);

private:
    void reportInputs();
    void reportExperiment();

    FprController *m_controller;
    ScriptRunner *m_runner; // the controller's child
    bool m_comparing = false; // the hash schemes are being compared
};
