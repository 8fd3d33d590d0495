#include "deletionpage.h"

#include "common/splitters.h"
#include "deletion/deletionstages.h"
#include "player/playerbar.h"
#include "player/playerkeys.h"
#include "views/bitarrayview.h"
#include "views/cuckootableview.h"

#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QVBoxLayout>

DeletionPage::DeletionPage(QWidget *parent, AnimationClock *clock)
    : DemoPage(parent), m_controller(new DeletionController(clock, this))
{
    setAccessibleName(tr("Deletion"));
    auto *intro = new QLabel(tr("A plain Bloom filter cannot delete: clearing a key's bits also clears bits "
                                "that other keys need. Delete a key below and watch all three filters: "
                                "the counting filter keeps a counter per bit, the cuckoo filter stores "
                                "fingerprints it can take out again."),
        this);
    intro->setWordWrap(true);
    m_controls = new DeletionControlsBar(m_controller, this);

    // Splitters and layouts follow the layout direction; each array decides for itself how it reads.
    auto *columns = Splitters::sideBySide(this);
    columns->addWidget(new FilterColumnStage(m_controller, DeletionController::Side::Plain, this));
    columns->addWidget(new FilterColumnStage(m_controller, DeletionController::Side::Counting, this));
    columns->addWidget(new CuckooColumnStage(m_controller, this));

    auto *bottom = Splitters::sideBySide(this);
    bottom->addWidget(new DeletionKeysStage(m_controller, this));
    bottom->addWidget(new DeletionEventsStage(m_controller, this));
    bottom->addWidget(new CountingCostsStage(m_controller, this));
    bottom->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_controls);
    layout->addWidget(columns, 3);
    layout->addWidget(new PlayerBar(m_controller->player(), this));
    layout->addWidget(bottom, 2);
    PlayerKeys::install(this, m_controller->player());
}

QUndoStack *DeletionPage::undoStack()
{
    return m_controller->undoStack();
}

void DeletionPage::addKey(const QString &key)
{
    m_controller->addKey(key);
    if (m_controller->message().isEmpty())
        m_controls->keyEdit()->setText(QString());
}

void DeletionPage::presenterModeChanged(bool on)
{
    // Every filter: the class compares them side by side.
    for (BitArrayView *view : findChildren<BitArrayView *>())
        view->setPresentation(on);
    for (CuckooTableView *view : findChildren<CuckooTableView *>())
        view->setPresentation(on);
}
