#include "fprstages.h"
#include "common/messagelabel.h"

#include "common/numberformat.h"
#include "fpr/logslider.h"
#include "fpr/sizingcalculator.h"

#include <bloom/bloom.h>

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// The session names each calculator field, so a file stays readable when the enum changes.
const QList<QPair<SizingCalculator::Field, QString>> &calculatorFields()
{
    static const QList<QPair<SizingCalculator::Field, QString>> fields {
        {SizingCalculator::Field::Keys, QStringLiteral("keys")},
        {SizingCalculator::Field::Rate, QStringLiteral("rate")},
        {SizingCalculator::Field::Bits, QStringLiteral("bits")},
        {SizingCalculator::Field::Hashes, QStringLiteral("hashes")},
        {SizingCalculator::Field::KeyLength, QStringLiteral("keyLength")},
    };
    return fields;
}

QPushButton *runButton(const QString &text, const QString &name, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setObjectName(name);
    return button;
}

// A label that keeps, from the start, the room that its longest words take at its width: a status
// growing by a line grows its stage and moves whatever is below it. A hidden label of its own, laid
// out as this one, measures that room in the label's font as it changes (presenter mode).
class RoomKeepingLabel final : public QLabel {
public:
    using QLabel::QLabel;

    // Once the label is set up, as its room is laid out with the label's own settings.
    void keepRoomFor(const QString &longest)
    {
        // Shorter words start where the longest would, under what is above, not in the room's middle.
        setAlignment((alignment() & ~Qt::AlignVertical_Mask) | Qt::AlignTop);
        if (!m_room) {
            m_room = new QLabel(this);
            m_room->hide();
        }
        m_room->setWordWrap(wordWrap());
        m_room->setTextFormat(textFormat());
        m_room->setTextInteractionFlags(textInteractionFlags());
        m_room->setAlignment(alignment());
        m_room->setMargin(margin());
        m_room->setIndent(indent());
        m_room->setText(longest);
        // Height for width even while empty: QLabel asks for it only once it has had some text, and
        // until then the room would not follow the label's width.
        QSizePolicy policy = sizePolicy();
        policy.setHeightForWidth(true);
        setSizePolicy(policy);
        updateGeometry();
    }

    [[nodiscard]] QSize minimumSizeHint() const override
    {
        QSize size = QLabel::minimumSizeHint();
        if (m_room)
            size.setHeight(std::max(size.height(), m_room->minimumSizeHint().height()));
        return size;
    }
    [[nodiscard]] int heightForWidth(int width) const override
    {
        return std::max(QLabel::heightForWidth(width), m_room ? m_room->heightForWidth(width) : -1);
    }

private:
    QLabel *m_room = nullptr;
};

// A job's status in words, kept up to date; selectable, so a figure can be copied into notes.
RoomKeepingLabel *statusLabel(
    FprController *controller, FprController::Job job, const QString &name, QWidget *parent)
{
    auto *label = new RoomKeepingLabel(NumberFormat::inReadingDirection(controller->status(job)), parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignAbsolute | Qt::AlignVCenter
        | (QGuiApplication::isRightToLeft() ? Qt::AlignRight : Qt::AlignLeft));
    QObject::connect(controller, &FprController::experimentChanged, label, [label, controller, job] {
        label->setText(NumberFormat::inReadingDirection(controller->status(job)));
    });
    return label;
}

// The m and n sliders cover a teaching range, where one pixel of a drag moves the value by a few
// percent (it was 15% over the full range); the boxes beside them take the full range (FprLimits),
// such as the article's m = 958,505,838. Every chart still draws a curve at these ends.
constexpr double kSliderMaxBits = 1e7;
constexpr double kSliderMaxKeys = 1e6;

QLabel *introLabel(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    label->setWordWrap(true);
    return label;
}

} // namespace

FprInputsBar::FprInputsBar(FprController *controller, QWidget *parent)
    : QGroupBox(tr("Filter"), parent),
      m_controller(controller),
      m_bits(new LogSlider(FprLimits::kMinBits, FprLimits::kMaxBits, true, this)),
      m_keys(new LogSlider(FprLimits::kMinKeys, FprLimits::kMaxKeys, true, this)),
      m_hashes(new LogSlider(1, bloom::kMaxHashes, false, this))
{
    m_bits->setSliderRange(FprLimits::kMinBits, kSliderMaxBits);
    m_keys->setSliderRange(FprLimits::kMinKeys, kSliderMaxKeys);
    const QLocale locale;
    for (LogSlider *control : {m_bits, m_keys}) {
        control->slider()->setToolTip(tr("Drag between %1 and %2; type any value up to %3 in the box")
                                          .arg(locale.toString(control->sliderMinimum(), 'f', 0),
                                              locale.toString(control->sliderMaximum(), 'f', 0),
                                              locale.toString(control->spinBox()->maximum(), 'f', 0)));
    }
    m_bits->setAccessibleNames(tr("Bits (m)"));
    m_keys->setAccessibleNames(tr("Keys (n)"));
    m_hashes->setAccessibleNames(tr("Hashes (k)"));
    // m and n side by side and k below, not all three in a row: each slider then has half the
    // width to itself, and its length is its resolution (about 4% a pixel at 1280 pixels wide).
    auto *layout = new QGridLayout(this);
    layout->setColumnStretch(1, 1);
    layout->setColumnStretch(3, 1);
    addControl(layout, 0, 0, FprController::Input::Bits, m_bits, tr("&m bits:"));
    addControl(layout, 0, 2, FprController::Input::Keys, m_keys, tr("&n keys:"));
    addControl(layout, 1, 0, FprController::Input::Hashes, m_hashes, tr("&k hashes:"));
    connect(controller, &FprController::inputsChanged, this, &FprInputsBar::sync);
    sync();
}

void FprInputsBar::addControl(QGridLayout *layout, int row, int column, FprController::Input input,
    LogSlider *control, const QString &label)
{
    auto *caption = new QLabel(label, this);
    caption->setBuddy(control->spinBox());
    layout->addWidget(caption, row, column);
    layout->addWidget(control, row, column + 1);
    connect(control->slider(), &QSlider::sliderPressed, m_controller,
        [this] { m_dragGesture = m_controller->newGesture(); });
    connect(control, &LogSlider::valueChanged, m_controller, [this, input, control](double value) {
        const bool dragging = control->slider()->isSliderDown();
        m_controller->setInput(input, value, dragging ? m_dragGesture : FprInputs::kNoGesture);
    });
}

LogSlider *FprInputsBar::control(FprController::Input input) const
{
    switch (input) {
    case FprController::Input::Bits: return m_bits;
    case FprController::Input::Keys: return m_keys;
    case FprController::Input::Hashes: return m_hashes;
    }
    return nullptr;
}

void FprInputsBar::sync()
{
    const FprParameters p = m_controller->parameters();
    for (const auto &[slider, value] :
        {std::pair {m_bits, p.bits}, std::pair {m_keys, p.keys}, std::pair {m_hashes, double(p.hashes)}}) {
        // A control the user is moving shows its value already; setting it again mid-drag would
        // pull the handle onto the nearest step.
        if (slider->value() == value)
            continue;
        const QSignalBlocker blocker(slider);
        slider->setValue(value);
    }
}

SizingCalculatorStage::SizingCalculatorStage(FprController *controller, QWidget *parent)
    : QWidget(parent), m_controller(controller), m_calculator(new SizingCalculator(this))
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_calculator);
    sync();
    connect(m_calculator, &SizingCalculator::edited, controller,
        [this](std::optional<SizingCalculator::Field> edited) {
            QMap<QString, QString> texts;
            for (const auto &[field, name] : calculatorFields()) {
                const QString text = m_calculator->edit(field)->text();
                if (field == edited) {
                    m_controller->typeCalculatorField(name, text);
                    return;
                }
                texts.insert(name, text);
            }
            m_controller->setCalculatorTexts(texts);
        });
    for (const auto &[field, name] : calculatorFields())
        connect(m_calculator->edit(field), &QLineEdit::editingFinished, controller,
            &FprController::endCalculatorTyping);
    connect(controller, &FprController::inputsChanged, this, &SizingCalculatorStage::sync);
}

void SizingCalculatorStage::sync()
{
    const FprInputs::State state = m_controller->state();
    QHash<SizingCalculator::Field, QString> texts;
    bool same = true;
    for (const auto &[field, name] : calculatorFields()) {
        texts.insert(field, state.calculator.value(name));
        same = same && m_calculator->edit(field)->text() == texts.value(field);
    }
    // Typing has put the text there already; setting it again would move the cursor to the end.
    if (!same)
        m_calculator->setFieldTexts(texts);
}

ExperimentJobRow::ExperimentJobRow(
    FprController *controller, FprController::Job job, QPushButton *run, QWidget *parent)
    : QWidget(parent),
      m_controller(controller),
      m_job(job),
      m_run(run),
      m_progress(new QProgressBar(this)),
      m_cancel(new QPushButton(tr("Cancel"), this))
{
    m_progress->setRange(0, 1000);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_run);
    layout->addWidget(m_progress, 1);
    layout->addWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, controller, &FprController::cancelExperiments);
    connect(controller, &FprController::experimentChanged, this, &ExperimentJobRow::sync);
    connect(controller, &FprController::experimentProgress, this,
        [this](FprController::Job running, double fraction) {
            if (running == m_job)
                m_progress->setValue(static_cast<int>(fraction * m_progress->maximum()));
        });
    sync();
}

void ExperimentJobRow::sync()
{
    const bool running = m_controller->isExperimentRunning();
    // The focus goes from the button being disabled to the one taking over, not along the focus
    // chain: from Measure, the last stage of its tab, that chain left the page, so the page's Escape
    // shortcut (and the keyboard) no longer reached the run it had just started.
    QPushButton *from = running ? m_run : m_cancel;
    QPushButton *to = running ? m_cancel : m_run;
    to->setEnabled(true);
    if (from->hasFocus())
        to->setFocus(Qt::OtherFocusReason);
    from->setEnabled(false);
    m_progress->setValue(static_cast<int>(m_controller->progress(m_job) * m_progress->maximum()));
}

MeasureStage::MeasureStage(FprController *controller, QWidget *parent) : QWidget(parent)
{
    auto *measure = runButton(tr("Measu&re"), QStringLiteral("measureButton"), this);
    measure->setToolTip(tr("Build real filters at n/2, n, 3n/2 and 2n and count false positives on keys "
                           "never added"));
    connect(measure, &QPushButton::clicked, controller, &FprController::measure);
    auto *row = new ExperimentJobRow(controller, FprController::Job::Measure, measure, this);
    row->progressBar()->setAccessibleName(tr("Measurement progress"));
    auto *timing = new MessageLabel(Tone::Secondary, this);
    timing->setText(controller->updateText());
    timing->setWordWrap(false);
    timing->setObjectName(QStringLiteral("timing"));
    connect(controller, &FprController::curvesUpdated, timing,
        [timing, controller] { timing->setText(controller->updateText()); });

    // The timing goes beside the status, under the bar, not beside the bar: its words change with
    // every update ("8.3 ms", "13.4 ms", then "· exact curve shown for m ≤ 10,000" once m passes
    // 10,000), and beside the bar each change moved the bar's end and the Cancel button (the bar
    // went from 910 to 709 px on a 1,280-px page). The row now holds only the buttons and the bar.
    auto *line = new QHBoxLayout;
    line->addWidget(
        statusLabel(controller, FprController::Job::Measure, QStringLiteral("measureStatus"), this), 1);
    line->addWidget(timing, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(row);
    layout->addLayout(line);
}

SeedScaleStage::SeedScaleStage(FprController *controller, QWidget *parent)
    : QGroupBox(tr("The article's filter at real scale"), parent)
{
    const std::uint64_t bits = FprController::seedScaleBits();
    auto *intro = introLabel(tr("100 million items at 1%: m = %1 bits (about %2), k = 7. Insert 100 million "
                                "generated keys, then probe 10 million others.")
                                 .arg(QLocale().toString(bits), NumberFormat::bytes(double(bits) / 8)),
        this);
    auto *run = runButton(tr("&Run 100 million keys"), QStringLiteral("seedButton"), this);
    connect(run, &QPushButton::clicked, controller, &FprController::runSeedScale);
    // The report of a finished run takes two lines or more where "Building the filter…" took one:
    // its room is kept from the start, or the scheme comparison below would move down by a line
    // (17 px) as the run finishes, its button and bar with it.
    RoomKeepingLabel *status
        = statusLabel(controller, FprController::Job::SeedScale, QStringLiteral("seedStatus"), this);
    status->keepRoomFor(NumberFormat::inReadingDirection(FprController::longestSeedScaleReport()));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(new ExperimentJobRow(controller, FprController::Job::SeedScale, run, this));
    layout->addWidget(status);
}

SchemesStage::SchemesStage(FprController *controller, QWidget *parent)
    : QGroupBox(tr("Hash schemes compared"), parent),
      m_controller(controller),
      m_status(statusLabel(controller, FprController::Job::Schemes, QStringLiteral("schemesStatus"), this)),
      m_table(new QTableWidget(0, 5, this))
{
    const bloom::ExperimentConfig config = FprController::schemeComparison();
    auto *intro = introLabel(
        tr("The same experiment with each hash scheme: m = %1, k = %2, n = %3, %4 probes. A tiny filter with "
           "many hashes is where a weak scheme shows.")
            .arg(NumberFormat::integer(static_cast<qint64>(config.bits)),
                NumberFormat::integer(static_cast<qint64>(config.hashes)),
                NumberFormat::integer(static_cast<qint64>(config.items)))
            .arg(QLocale().toString(config.probes)),
        this);
    auto *run = runButton(tr("Com&pare schemes"), QStringLiteral("schemesButton"), this);
    connect(run, &QPushButton::clicked, controller, &FprController::compareSchemes);
    m_table->setHorizontalHeaderLabels(
        {tr("Scheme"), tr("Measured"), tr("Exact theory"), tr("Excess"), tr("Why")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->setAccessibleName(tr("Hash schemes compared"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(new ExperimentJobRow(controller, FprController::Job::Schemes, run, this));
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    connect(controller, &FprController::experimentChanged, this, &SchemesStage::sync);
    sync();
}

void SchemesStage::sync()
{
    m_status->setVisible(!m_status->text().isEmpty());
    const QList<bloom::ExperimentResult> &results = m_controller->schemeResults();
    if (m_table->rowCount() == results.size())
        return;
    m_table->setRowCount(0);
    for (const bloom::ExperimentResult &result : results) {
        const double theory = result.exactFpr.value_or(result.theoreticalFpr);
        const double excess = theory > 0 ? result.measuredFpr / theory - 1.0 : 0.0;
        QString name;
        QString why;
        switch (result.config.hash) {
        case bloom::HashKind::Article:
            name = tr("The article's h·31 + byte");
            why = tr("Keys that differ only in their last characters get nearly the same hash, so their bits "
                     "cluster: the filter acts as if it were much smaller.");
            break;
        case bloom::HashKind::PlainDouble:
            name = tr("Plain double hashing");
            why = tr("h1 + i·h2 mod m: when h2 shares a factor with m, a key's probes cycle over a few cells "
                     "and set fewer than k bits. Popular libraries shipped this and saw rates above theory.");
            break;
        case bloom::HashKind::EnhancedUnmixed:
            name = tr("Enhanced double hashing, unmixed (BloomLab 0.1)");
            why = tr("The cubic term breaks those cycles, but multiply-shift keeps only the top bits of "
                     "a + i·b + (i³ − i)/6: when b is small the k probes crowd into neighbouring cells, "
                     "about one key in m/2.");
            break;
        default:
            name = tr("Enhanced double hashing, remixed (default)");
            why = tr("Each a + i·b + (i³ − i)/6 is remixed before the reduction, so the k positions "
                     "behave as independent ones and the measured rate matches theory.");
            break;
        }
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        // Past double the theory a ratio reads better than "+1.82E+03%".
        const QString excessText = excess >= 1.0
            ? tr("%1 times the theory").arg(NumberFormat::count(excess + 1.0, 1))
            : NumberFormat::signedPercent(excess);
        const QStringList cells {
            name, NumberFormat::percent(result.measuredFpr), NumberFormat::percent(theory), excessText, why};
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    m_table->resizeRowsToContents();
}
