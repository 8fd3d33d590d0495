#include "explorepage.h"

#include "common/splitters.h"
#include "explore/explorearraystage.h"
#include "explore/explorestages.h"
#include "explore/filtertextpanel.h"
#include "player/playerbar.h"
#include "player/playerkeys.h"
#include "player/traceplayer.h"
#include "views/bitarrayview.h"
#include "views/bitcellmodel.h"
#include "views/cuckootableview.h"
#include "views/viewexport.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

namespace {

// A side tab that scrolls down, never sideways, and is as wide as its content's minimum: at
// 1024 × 700 the keys panel was squeezed below its rows' heights and cut every wrapped value
// to its first line, and the splitter narrowed it below its widest word ("kalitl").
class SideScroll : public QScrollArea {
public:
    explicit SideScroll(QWidget *content, QWidget *parent) : QScrollArea(parent)
    {
        setWidget(content);
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    }
    [[nodiscard]] QSize minimumSizeHint() const override
    {
        return {
            widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width() + 2 * frameWidth(),
            QScrollArea::minimumSizeHint().height()};
    }
};

} // namespace

ExplorePage::ExplorePage(QWidget *parent, AnimationClock *clock)
    : DemoPage(parent), m_controller(new ExploreController(clock, this))
{
    setAccessibleName(tr("Explore"));
    auto *stage = new ExploreArrayStage(m_controller, this);
    m_stage = stage;
    m_view = stage->view();
    m_playerBar = stage->playerBar();
    auto *keys = new KeysPanel(m_controller, this);

    // The side panel's second tab: the filter as text. A tab, not a third column, so the bit array
    // keeps its width at 1280 pixels; the scroll areas hold both tabs in presenter mode's larger type.
    auto *asText = new SideScroll(new FilterTextPanel(m_controller, this), this);
    auto *side = new QTabWidget(this);
    side->setObjectName(QStringLiteral("sideTabs"));
    side->addTab(new SideScroll(keys, this), tr("Keys"));
    side->addTab(asText, tr("As text"));

    auto *body = Splitters::sideBySide(this);
    m_body = body;
    body->addWidget(stage);
    body->addWidget(side);
    body->setStretchFactor(0, 1);
    body->setCollapsible(0, false);

    m_settingsBar = new ExploreSettingsBar(m_controller, this);
    m_keyEntry = new KeyEntryBar(m_controller, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_settingsBar);
    layout->addWidget(m_keyEntry);
    layout->addWidget(body, 1);

    connect(m_view, &BitArrayView::focusedCellChanged, keys,
        [this, keys](int cell) { keys->showCellInfo(m_controller->cells()->describe(cell)); });
    connect(keys->collisionBox(), &QCheckBox::toggled, m_view, &BitArrayView::setCollisionView);
    connect(m_keyEntry, &KeyEntryBar::escapePressed, this, [this] { m_playerBar->playButton()->setFocus(); });
    connect(m_keyEntry->exportButton(), &QPushButton::clicked, this, &ExplorePage::exportImage);
    PlayerKeys::install(this, m_controller->player());
}

QUndoStack *ExplorePage::undoStack()
{
    return m_controller->undoStack();
}

void ExplorePage::addKey(const QString &key)
{
    m_controller->addKey(key);
    if (m_controller->message().isEmpty())
        m_keyEntry->keyEdit()->setText(QString());
}

void ExplorePage::giveTheSideAThird()
{
    const int total = m_body->width();
    const int side = std::max(m_body->widget(1)->sizeHint().width(), total * 32 / 100);
    m_body->setSizes({total - side, side});
}

void ExplorePage::showEvent(QShowEvent *event)
{
    DemoPage::showEvent(event);
    // The side at a third from the start too: at its size hint, 290 pixels at 1,280 in Thai, the
    // numbers wrapped and the panel scrolled. Once: after that the splitter is the user's.
    if (!m_sideSized && m_body->width() > 0) {
        m_sideSized = true;
        giveTheSideAThird();
    }
}

void ExplorePage::presenterModeChanged(bool on)
{
    // Larger text needs a wider side panel, or the numbers wrap and run out of it.
    if (on) {
        m_sizesBeforePresenting = m_body->sizes();
        giveTheSideAThird();
    } else if (!m_sizesBeforePresenting.isEmpty()) {
        m_body->setSizes(m_sizesBeforePresenting);
    }
    m_view->setPresentation(on);
    m_stage->cuckooView()->setPresentation(on);
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
    const ExploreModel &filterModel = *model();
    ViewExport::ArrayHeader header;
    header.bits = filterModel.filter().bitCount();
    header.title = tr("Bloom filter: %n bit(s)", nullptr, static_cast<int>(header.bits));
    header.hashes = filterModel.filter().hashCount();
    // Bits from a file count the keys the file says set them; bits from text know of none.
    header.keys = static_cast<quint64>(filterModel.keys().size()) + filterModel.state().loadedItems;
    header.scheme = ExploreSettingsBar::schemeName(
        filterModel.isScripted() ? bloom::HashKind::Scripted : filterModel.settings().hash);
    header.date = QDate::currentDate();
    return ViewExport::save(*m_view, path, header);
}
