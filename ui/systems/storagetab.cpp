#include "storagetab.h"

#include "common/numberspinbox.h"
#include "systems/sstfilesview.h"
#include "systems/storagecontroller.h"
#include "systems/sweepchart.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStyleOptionFrame>

using systems::LsmSettings;

namespace {

// The SST files at the height their rows need, scrolling only when the tab has less: sixteen
// files, or answers wrapped onto two lines, would otherwise squeeze the rows onto each other.
// QScrollArea keeps the first size hint its widget gave; this one asks the files every time.
class FilesScroll : public QScrollArea {
public:
    explicit FilesScroll(SstFilesView *files, QWidget *parent = nullptr) : QScrollArea(parent)
    {
        setWidget(files);
        setWidgetResizable(true);
        setFrameShape(QFrame::NoFrame);
        setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    }
    [[nodiscard]] QSize sizeHint() const override
    {
        const QWidget *files = widget();
        const int width = viewport()->width() > 1 ? viewport()->width() : files->sizeHint().width();
        return {files->sizeHint().width(), files->heightForWidth(width) + 2 * frameWidth()};
    }
    [[nodiscard]] QSize minimumSizeHint() const override
    {
        // A few rows' height at least, so a squeezed tab still shows what a lookup did.
        return {
            widget()->minimumSizeHint().width(), std::min(sizeHint().height(), fontMetrics().height() * 8)};
    }
};

// The width a line edit needs to show `text` whole, as QLineEdit::sizeHint() measures its own.
int widthForText(const QLineEdit *edit, const QString &text)
{
    constexpr int kHorizontalMargin = 2; // QLineEdit's, each side of the text
    constexpr int kSlack = 2; // integer metrics round a text's width down
    const QMargins margins = edit->textMargins() + edit->contentsMargins();
    const QFontMetrics metrics = edit->fontMetrics();
    const QSize contents(
        metrics.horizontalAdvance(text) + 2 * kHorizontalMargin + margins.left() + margins.right() + kSlack,
        metrics.height());
    QStyleOptionFrame option;
    option.initFrom(edit);
    option.lineWidth = edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit);
    option.features = QStyleOptionFrame::None;
    return edit->style()->sizeFromContents(QStyle::CT_LineEdit, &option, contents, edit).width();
}

} // namespace

StorageTab::StorageTab(StorageController *controller, QWidget *parent)
    : SystemTab(controller,
        tr("A storage engine built as an LSM tree (RocksDB here, the real one) writes keys in sorted files, "
           "SSTables, and never changes a file once written. A key may be in any of several files, so a "
           "lookup would read a block of each. Every file carries its own Bloom filter: a “definitely not” "
           "skips the file without reading it, a false positive costs one read for nothing, never a wrong "
           "answer."),
        {{tr("Lookup"), {}}, {tr("A filter per SST file"), {}}, {tr("Data blocks on disk"), {}}},
        {{StorageController::ReaderNode, StorageController::FiltersNode, {}},
            {StorageController::FiltersNode, StorageController::BlocksNode, {}},
            {StorageController::FiltersNode, StorageController::ReaderNode, {}}},
        parent),
      m_controller(controller),
      m_files(new SstFilesView),
      m_filesScroll(new FilesScroll(m_files, this)),
      m_chart(new SweepChart(this))
{
    addControls(makeBuildBox());
    addControls(makeLookupBox());
    addControls(makeScanBox());
    addControls(makeSweepBox());
    addStage(m_filesScroll);
    addStage(m_chart, 1);
}

QString StorageTab::csvFileName() const
{
    return tr("rocksdb-results.csv");
}

QWidget *StorageTab::makeBuildBox()
{
    auto *box = new QGroupBox(tr("Databases"), this);
    m_fileCount = new NumberSpinBox(box);
    m_fileCount->setRange(LsmSettings::kMinFiles, LsmSettings::kMaxFiles);
    m_keysPerFile = new NumberSpinBox(box);
    m_keysPerFile->setRange(LsmSettings::kMinKeysPerFile, LsmSettings::kMaxKeysPerFile);
    m_keysPerFile->setSingleStep(1000);
    m_keysPerFile->setGroupSeparatorShown(true);
    m_bits = new NumberDoubleSpinBox(box);
    m_bits->setRange(LsmSettings::kMinBitsPerKey, LsmSettings::kMaxBitsPerKey);
    m_bits->setDecimals(1);
    m_bits->setSingleStep(1);
    auto *build = new QPushButton(tr("Build both databases"), box);
    auto *form = new QFormLayout(box);
    form->addRow(tr("SST files:"), m_fileCount);
    form->addRow(tr("Keys per file:"), m_keysPerFile);
    form->addRow(tr("Bits per key:"), m_bits);
    form->addRow(QString(), build);
    for (QSpinBox *spin : {m_fileCount, m_keysPerFile})
        connect(spin, &QSpinBox::valueChanged, this, &StorageTab::pushSettings);
    connect(m_bits, &QDoubleSpinBox::valueChanged, this, &StorageTab::pushSettings);
    connect(build, &QPushButton::clicked, m_controller, &StorageController::build);
    addActions({build, m_fileCount, m_keysPerFile, m_bits});
    return box;
}

QWidget *StorageTab::makeLookupBox()
{
    auto *box = new QGroupBox(tr("Point lookups"), this);
    m_key = new QLineEdit(box);
    m_key->setPlaceholderText(tr("A key, e.g. 4216:order:00012346"));
    m_key->setAccessibleName(tr("Key to look up"));
    // The example key is the placeholder's point: the box is never too narrow to show it whole.
    m_key->setMinimumWidth(widthForText(m_key, m_key->placeholderText()));
    auto *look = new QPushButton(tr("Look up"), box);
    auto *present = new QPushButton(tr("A key that is there"), box);
    auto *missing = new QPushButton(tr("A key that is not"), box);
    auto *keyRow = new QHBoxLayout;
    keyRow->addWidget(m_key, 1);
    keyRow->addWidget(look);
    auto *examples = new QHBoxLayout;
    examples->addWidget(present);
    examples->addWidget(missing);
    m_lookups = new NumberSpinBox(box);
    m_lookups->setRange(1000, systems::kMaxLookups);
    m_lookups->setSingleStep(10'000);
    m_lookups->setGroupSeparatorShown(true);
    m_missing = new NumberSpinBox(box);
    m_missing->setRange(0, 100);
    m_missing->setSuffix(tr(" %"));
    auto *batch = new QPushButton(tr("Run the batch"), box);
    auto *keyLabel = new QLabel(tr("Key:"), box);
    keyLabel->setBuddy(m_key);
    auto *form = new QFormLayout(box);
    // The key and its button span the box under their label: beside the form's widest label (Uzbek's
    // is wide) the example key took the results column's room.
    form->addRow(keyLabel);
    form->addRow(keyRow);
    form->addRow(QString(), examples);
    form->addRow(tr("Lookups in a batch:"), m_lookups);
    form->addRow(tr("Keys not in the database:"), m_missing);
    form->addRow(QString(), batch);
    const auto lookUp = [this] { m_controller->lookup(m_key->text()); };
    connect(look, &QPushButton::clicked, this, lookUp);
    connect(m_key, &QLineEdit::returnPressed, this, lookUp);
    connect(present, &QPushButton::clicked, this, [this, lookUp] {
        m_key->setText(m_controller->presentKey());
        lookUp();
    });
    connect(missing, &QPushButton::clicked, this, [this, lookUp] {
        m_key->setText(m_controller->missingKey());
        lookUp();
    });
    connect(m_lookups, &QSpinBox::valueChanged, this, &StorageTab::pushSettings);
    connect(m_missing, &QSpinBox::valueChanged, this, &StorageTab::pushSettings);
    connect(batch, &QPushButton::clicked, m_controller, &StorageController::runBatch);
    addActions({look, present, missing, batch, m_lookups, m_missing});
    m_needStore << look << present << missing << batch;
    return box;
}

QWidget *StorageTab::makeScanBox()
{
    auto *box = new QGroupBox(tr("Range scan and compaction"), this);
    m_scanKeys = new NumberSpinBox(box);
    m_scanKeys->setRange(1, systems::kMaxScanKeys);
    auto *scan = new QPushButton(tr("Scan from the key above"), box);
    m_rebits = new QCheckBox(tr("With a new bits per key:"), box);
    m_newBits = new NumberDoubleSpinBox(box);
    m_newBits->setRange(LsmSettings::kMinBitsPerKey, LsmSettings::kMaxBitsPerKey);
    m_newBits->setDecimals(1);
    m_newBits->setValue(5);
    auto *rebitsRow = new QHBoxLayout;
    rebitsRow->addWidget(m_rebits);
    rebitsRow->addWidget(m_newBits);
    auto *compact = new QPushButton(tr("Compact into one file"), box);
    auto *form = new QFormLayout(box);
    form->addRow(tr("Keys to scan:"), m_scanKeys);
    form->addRow(QString(), scan);
    form->addRow(QString(), rebitsRow);
    form->addRow(QString(), compact);
    connect(m_scanKeys, &QSpinBox::valueChanged, this, &StorageTab::pushSettings);
    connect(scan, &QPushButton::clicked, this, [this] {
        const QString from = m_key->text().isEmpty() ? m_controller->presentKey() : m_key->text();
        m_key->setText(from);
        m_controller->scan(from);
    });
    connect(compact, &QPushButton::clicked, this, [this] {
        m_controller->compact(
            m_rebits->isChecked() ? std::optional<double>(m_newBits->value()) : std::nullopt);
    });
    addActions({scan, compact, m_scanKeys, m_rebits, m_newBits});
    m_needStore << scan << compact;
    return box;
}

QWidget *StorageTab::makeSweepBox()
{
    auto *box = new QGroupBox(tr("Bits-per-key sweep"), this);
    m_sweepFrom = new NumberSpinBox(box);
    m_sweepFrom->setRange(1, 20);
    m_sweepFrom->setValue(1);
    m_sweepTo = new NumberSpinBox(box);
    m_sweepTo->setRange(1, 20);
    m_sweepTo->setValue(20);
    auto *sweep = new QPushButton(tr("Run the sweep"), box);
    auto *form = new QFormLayout(box);
    form->addRow(tr("From bits per key:"), m_sweepFrom);
    form->addRow(tr("To bits per key:"), m_sweepTo);
    form->addRow(QString(), sweep);
    connect(sweep, &QPushButton::clicked, this, [this] {
        m_controller->sweep(std::min(m_sweepFrom->value(), m_sweepTo->value()),
            std::max(m_sweepFrom->value(), m_sweepTo->value()));
    });
    addActions({sweep, m_sweepFrom, m_sweepTo});
    return box;
}

void StorageTab::pushSettings()
{
    StorageController::Settings settings = m_controller->settings();
    settings.files = m_fileCount->value();
    settings.keysPerFile = m_keysPerFile->value();
    settings.bitsPerKey = m_bits->value();
    settings.lookups = m_lookups->value();
    settings.missingShare = m_missing->value() / 100.0;
    settings.scanKeys = m_scanKeys->value();
    m_controller->setSettings(settings);
}

void StorageTab::refresh()
{
    SystemTab::refresh();
    const StorageController::Settings &settings = m_controller->settings();
    {
        const QSignalBlocker a(m_fileCount), b(m_keysPerFile), c(m_bits), d(m_lookups), e(m_missing),
            f(m_scanKeys);
        SpinText::show(m_fileCount, settings.files);
        SpinText::show(m_keysPerFile, settings.keysPerFile);
        SpinText::show(m_bits, settings.bitsPerKey);
        SpinText::show(m_lookups, settings.lookups);
        SpinText::show(m_missing, qRound(settings.missingShare * 100));
        SpinText::show(m_scanKeys, settings.scanKeys);
    }
    const bool ready = m_controller->isBuilt() && !m_controller->isBusy();
    for (QWidget *widget : std::as_const(m_needStore))
        widget->setEnabled(ready);
    m_files->setFiles(m_controller->files(), m_controller->trace());
    m_filesScroll->updateGeometry(); // its hint follows the files' rows
    m_chart->setPoints(m_controller->sweepPoints());
}
