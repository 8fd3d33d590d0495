// What the Explore page does when the user acts: add, check, hunt, presets, settings,
// presenter mode and export. Layout and wiring live in explorepage.cpp.
#include "explorepage.h"

#include "common/errormessages.h"
#include "explore/codepanel.h"
#include "explore/exploremodel.h"
#include "explore/livestatspanel.h"
#include "pages/snapshotcommand.h"
#include "player/narration.h"
#include "player/playerbar.h"
#include "player/traceplayer.h"
#include "views/bitarrayview.h"
#include "views/bitcellmodel.h"
#include "views/traceoverlay.h"
#include "views/tracestepsmodel.h"
#include "views/viewexport.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QShortcut>
#include <QSpinBox>
#include <QSplitter>
#include <QStringListModel>
#include <QTableView>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

void ExplorePage::addKey(const QString &key)
{
    if (!acceptKey(key))
        return;
    m_pending.clear();
    run({true, key});
    m_keyEdit->setText(QString());
}

void ExplorePage::checkKey(const QString &key)
{
    if (!acceptKey(key))
        return;
    m_pending.clear();
    run({false, key});
}

void ExplorePage::run(const Operation &operation)
{
    if (operation.add) {
        m_undo->push(
            new SnapshotCommand<ExploreModel>(m_model, tr("Add %1").arg(Narration::quoted(operation.key)),
                [key = operation.key](ExploreModel &model) { model.add(key); }));
        showTrace(*m_model->lastTrace(), false);
    } else {
        const bloom::Trace trace = m_model->check(operation.key);
        showTrace(trace, m_model->isFalsePositive(trace));
    }
}

void ExplorePage::runNext()
{
    if (m_pending.isEmpty())
        return;
    run(m_pending.takeFirst());
}

void ExplorePage::addRandomKeys(int count)
{
    // Names from many languages, as a classroom's usernames would be.
    static const QStringList names {QStringLiteral("amina"), QStringLiteral("kofi"),
        QStringLiteral("somchai"), QStringLiteral("nadia"), QStringLiteral("bilal"), QStringLiteral("tunde"),
        QStringLiteral("rahim"), QStringLiteral("malika"), QStringLiteral("chen"), QStringLiteral("lucia"),
        QStringLiteral("arjun"), QStringLiteral("zainab"), QStringLiteral("pim"), QStringLiteral("olu"),
        QStringLiteral("sadia"), QStringLiteral("timur"), QStringLiteral("ife"), QStringLiteral("nodira"),
        QStringLiteral("ayesha"), QStringLiteral("kwame")};
    QStringList keys;
    while (keys.size() < count) {
        const QString key
            = QStringLiteral("%1_%2")
                  .arg(names.at(static_cast<qsizetype>(QRandomGenerator::global()->bounded(names.size()))))
                  .arg(QRandomGenerator::global()->bounded(1, 1000));
        if (!m_model->hasKey(key) && !keys.contains(key))
            keys << key;
    }
    m_pending.clear();
    m_undo->push(new SnapshotCommand<ExploreModel>(
        m_model, tr("Add %n random key(s)", nullptr, count), [keys](ExploreModel &model) {
            for (const QString &key : keys)
                model.add(key);
        }));
    m_player->clear();
    m_trace.reset();
    m_caption->setText(tr("Added %n random key(s). Select one in the list to see its bits.", nullptr, count));
    refreshFrame();
}

void ExplorePage::huntFalsePositive()
{
    const ExploreModel::Hunt hunt = m_model->huntFalsePositive();
    if (!std::isfinite(hunt.expected)) {
        m_hunt->setText(tr("No bit is set yet, so no key can be a false positive. Add some keys first."));
        return;
    }
    if (hunt.key.isEmpty()) {
        m_hunt->setText(
            tr("No false positive in %1 candidates; at this fill one would expect one in about %2.")
                .arg(QLocale().toString(hunt.candidates),
                    QLocale().toString(std::round(hunt.expected), 'f', 0)));
        return;
    }
    m_hunt->setText(
        tr("Found %1 after %2 candidates. With %3 of %4 bits set, one in about %5 new keys is a false "
           "positive.")
            .arg(Narration::quoted(hunt.key), QLocale().toString(hunt.candidates),
                QLocale().toString(m_model->filter().setBitCount()),
                QLocale().toString(m_model->filter().bitCount()),
                QLocale().toString(std::round(hunt.expected), 'f', 0)));
    m_pending.clear();
    run({false, hunt.key});
}

void ExplorePage::loadPreset(bloom::WorkedExampleId id)
{
    const bloom::WorkedExample &example = bloom::workedExample(id);
    m_pending.clear();
    m_undo->push(new SnapshotCommand<ExploreModel>(
        m_model, tr("Load %1").arg(Narration::presetTitle(id)), [&example](ExploreModel &model) {
            ExploreState state;
            state.settings.bits = example.bits;
            state.settings.hashes = example.hashes;
            state.script = bloom::workedExampleHash(example);
            model.restore(state);
        }));
    for (const std::string &key : example.added)
        m_pending.append({true, QString::fromStdString(key)});
    for (const std::string &key : example.checked)
        m_pending.append({false, QString::fromStdString(key)});
    m_trace.reset();
    m_player->clear();
    m_caption->setText(Narration::presetIntro(id));
    m_player->play();
    runNext();
}

void ExplorePage::applySettings()
{
    if (m_syncing)
        return;
    ExploreSettings next;
    next.bits = static_cast<quint64>(m_bits->value());
    next.hashes = static_cast<quint32>(m_hashes->value());
    bool seedOk = false;
    next.seed = m_seed->text().toULongLong(&seedOk);
    if (!seedOk) {
        m_seed->setText(QString::number(m_model->settings().seed));
        showMessage(
            tr("A seed is a whole number from 0 to %1.").arg(QLocale().toString(quint64(UINT64_MAX))));
        return;
    }
    const auto kind = static_cast<bloom::HashKind>(m_scheme->currentData().toInt());
    // Leaving the article's positions for a real scheme rehashes every key with it.
    next.hash = kind == bloom::HashKind::Scripted ? bloom::HashKind::Enhanced : kind;
    const bool keepScript = kind == bloom::HashKind::Scripted && m_model->isScripted();
    if (next == m_model->settings() && keepScript == m_model->isScripted())
        return;
    m_pending.clear();
    m_trace.reset();
    m_player->clear();
    const bloom::HashSchemePtr script = keepScript ? m_model->state().script : nullptr;
    m_undo->push(new SnapshotCommand<ExploreModel>(
        m_model, tr("Change settings"),
        [next, script](ExploreModel &model) { model.configure(next, script); },
        SnapshotCommandBase::Settings));
}

void ExplorePage::setPresenterMode(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    // Only the stage grows: the rows of controls, the captions and the player. The side panel and
    // the code stay as they are, so the array keeps the room it needs on a projector.
    const QList<QWidget *> stage {
        m_settingsRow, m_keyRow, m_caption, m_verdict, m_forensicsLabel, m_playerBar};
    if (on) {
        for (QWidget *widget : stage) {
            m_presenterFonts.insert(widget, widget->font());
            QFont larger = widget->font();
            larger.setPointSizeF(larger.pointSizeF() * 1.6);
            widget->setFont(larger);
        }
    } else {
        for (auto it = m_presenterFonts.cbegin(); it != m_presenterFonts.cend(); ++it)
            it.key()->setFont(it.value());
        m_presenterFonts.clear();
    }
    if (on) {
        // High contrast: pure black text on white, or pure white on the dark theme's own
        // background (keeping it, so frames stay visible).
        QPalette contrast = palette();
        const bool dark = contrast.color(QPalette::Window).lightnessF() < 0.5;
        const QColor ink = dark ? Qt::white : Qt::black;
        if (!dark) {
            for (auto role : {QPalette::Window, QPalette::Base, QPalette::AlternateBase})
                contrast.setColor(role, Qt::white);
        }
        for (auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText, QPalette::Mid})
            contrast.setColor(role, ink);
        setPalette(contrast);
    } else {
        setPalette(QPalette());
    }
    m_view->setPresentation(on);
    m_playerBar->playButton()->setFocus();
}

void ExplorePage::exportImage()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export the bit array"), tr("bloom-filter.png"), ViewExport::fileFilter());
    if (path.isEmpty())
        return;
    const QString error = saveImage(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Export"), error);
}

QString ExplorePage::saveImage(const QString &path) const
{
    return ViewExport::save(*m_view, path,
        tr("Bloom filter: %n bit(s)", nullptr, static_cast<int>(m_model->filter().bitCount())));
}
