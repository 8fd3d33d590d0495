// Explore driven as a user drives it: typing, clicking, keys, presets. What the user sees is read
// from the page's models (cells, steps) and its labels.
#include "explore/exploremodel.h"
#include "explore/explorepage.h"
#include "explore/explorestages.h"
#include "explorechecks.h"
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "views/bitarrayview.h"
#include "views/bitcellmodel.h"
#include "views/tracestepsmodel.h"
#include "views/tracestepsview.h"
#include "views/viewexport.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using ExploreChecks::setCells;
using ExploreChecks::snap;

namespace {
// Plays everything queued to the end, tick by tick, as the clock would.
void playToEnd(ExplorePage &page, ManualClock &clock)
{
    page.player()->play();
    for (int guard = 0; guard < 1000 && (page.pendingOperations() > 0 || !page.player()->atEnd()); ++guard) {
        if (page.player()->isHoldingAtVerdict())
            page.player()->play(); // as a user presses Space at each conclusion
        clock.advance();
    }
}

QList<int> cellsMarked(const BitCellModel &cells, CellMark mark)
{
    QList<int> out;
    for (int i = 0; i < cells.rowCount(); ++i) {
        if (cells.mark(i) == mark)
            out << i;
    }
    return out;
}

} // namespace

class TestExplore : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // The captions join names the way English does: "seyi_codes and aderonke".
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void modelsPassTheTester()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        QAbstractItemModelTester cells(page.cells(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester steps(page.steps(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        page.addKey(QStringLiteral("alpha"));
        playToEnd(page, clock);
        page.checkKey(QStringLiteral("beta"));
        playToEnd(page, clock);
    }

    void enterAddsAndAnimates()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1200, 760);
        page.show();
        auto *edit = page.findChild<QLineEdit *>(QStringLiteral("keyEdit"));
        QVERIFY(edit);
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("seyi_codes"));
        QTest::keyClick(edit, Qt::Key_Return);

        QCOMPARE(page.model()->keys(), QStringList {QStringLiteral("seyi_codes")});
        QCOMPARE(page.undoStack()->count(), 1);
        QVERIFY(edit->text().isEmpty());
        // Nothing is lit before the animation reaches it.
        QCOMPARE(page.cells()->setCount(), 0);
        clock.advance(3); // hash, reduce, land: the first bit is on
        QCOMPARE(page.cells()->setCount(), 1);
        QCOMPARE(page.steps()->status(0), TraceStepsModel::Status::Done);
        QCOMPARE(page.steps()->status(1), TraceStepsModel::Status::Pending);
        snap(page, QStringLiteral("explore-add-midway"));
        playToEnd(page, clock);

        const std::vector<std::uint64_t> positions = page.model()->filter().positions("seyi_codes");
        for (std::uint64_t pos : positions)
            QVERIFY(page.cells()->bit(static_cast<int>(pos)));
        QVERIFY(page.verdictText().contains(QStringLiteral("seyi_codes")));
        QCOMPARE(
            page.cells()->owners(static_cast<int>(positions[0])), QStringList {QStringLiteral("seyi_codes")});
    }

    void shiftEnterChecksAndStopsEarly()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.show();
        auto *edit = page.findChild<QLineEdit *>(QStringLiteral("keyEdit"));
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("nobody"));
        QTest::keyClick(edit, Qt::Key_Return, Qt::ShiftModifier);
        playToEnd(page, clock);
        QVERIFY(page.model()->keys().isEmpty()); // a check adds nothing
        QVERIFY(page.verdictText().contains(QStringLiteral("definitely not present")));
        QCOMPARE(cellsMarked(*page.cells(), CellMark::StopZero).size(), 1);
        QCOMPARE(page.steps()->skippedCount(), 2); // k = 3: two hashes never evaluated
        QCOMPARE(page.steps()->status(0), TraceStepsModel::Status::Done);
        QCOMPARE(page.steps()->status(2), TraceStepsModel::Status::Skipped);
        // Squeezed, the steps table wraps a status onto more lines instead of cutting it short.
        auto *view = page.findChild<TraceStepsView *>();
        QVERIFY(view);
        view->setFixedWidth(260);
        QCoreApplication::processEvents();
        const int column = TraceStepsModel::StatusColumn;
        for (int row = 0; row < page.steps()->rowCount(); ++row) {
            const QString status = page.steps()->index(row, column).data().toString();
            const QRect needed = view->fontMetrics().boundingRect(
                QRect(0, 0, view->columnWidth(column) - 8, 1 << 16), Qt::TextWordWrap, status);
            QVERIFY2(needed.height() <= view->rowHeight(row), qPrintable(status));
        }
    }

    void emptyKeyIsRefusedWithAMessage()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.show();
        QTest::mouseClick(page.findChild<QPushButton *>(QStringLiteral("addButton")), Qt::LeftButton);
        QVERIFY(!page.messageText().isEmpty());
        QVERIFY(page.model()->keys().isEmpty());
        QCOMPARE(page.undoStack()->count(), 0);
    }

    void anyUnicodeKeyWorks()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        const QString key = QStringLiteral("اردو 😀 e\u0301");
        page.addKey(key);
        playToEnd(page, clock);
        QCOMPARE(page.model()->keys(), QStringList {key});
        QVERIFY(page.messageText().isEmpty());
        page.checkKey(key);
        playToEnd(page, clock);
        QVERIFY(page.verdictText().contains(QStringLiteral("indeed added")));
    }

    void aKeyOfOneMebibyteWorks()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1200, 760);
        page.show();
        const QString key(1 << 20, QLatin1Char('k'));
        QElapsedTimer timer;
        timer.start();
        page.addKey(key);
        playToEnd(page, clock);
        page.grab(); // the key list, steps and code panel all paint it
        QVERIFY2(timer.elapsed() < 20000, "a 1 MiB key stays usable");
        QCOMPARE(page.model()->keys(), QStringList {key});
        QVERIFY(page.messageText().isEmpty());
        QVERIFY(page.model()->filter().mightContain(key.toStdString()));
        page.checkKey(key);
        playToEnd(page, clock);
        QVERIFY(page.verdictText().contains(QStringLiteral("indeed added")));
    }

    void usernamesPresetReproducesTheArticle()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1200, 760);
        page.show();
        page.loadPreset(bloom::WorkedExampleId::Usernames16);
        QCOMPARE(page.model()->filter().bitCount(), 16u);

        // seyi_codes → 3, 7, 11.
        page.player()->pause();
        page.player()->finish();
        QCOMPARE(setCells(*page.cells()), (QList<int> {3, 7, 11}));
        // aderonke → 1, 7, 13: bit 7 becomes shared.
        page.player()->stepForward();
        page.player()->finish();
        QCOMPARE(setCells(*page.cells()), (QList<int> {1, 3, 7, 11, 13}));
        QCOMPARE(cellsMarked(*page.cells(), CellMark::Shared), QList<int> {7});
        QCOMPARE(page.cells()->owners(7),
            (QStringList {QStringLiteral("seyi_codes"), QStringLiteral("aderonke")}));

        // john_doe: position 2 is 0, so the check stops after one hash.
        page.player()->stepForward();
        page.player()->finish();
        QCOMPARE(cellsMarked(*page.cells(), CellMark::StopZero), QList<int> {2});
        QCOMPARE(page.steps()->skippedCount(), 2);
        QVERIFY(page.verdictText().contains(QStringLiteral("definitely not present")));

        // tiwa_codes → 3, 7, 13: never added, all set: a false positive, traced to its setters.
        page.player()->stepForward();
        page.player()->finish();
        snap(page, QStringLiteral("explore-false-positive"));
        QVERIFY(page.verdictText().contains(QStringLiteral("False positive")));
        QCOMPARE(cellsMarked(*page.cells(), CellMark::FalsePositive), (QList<int> {3, 7, 13}));
        QCOMPARE(page.forensicsLines(),
            (QStringList {QStringLiteral("bit 3: seyi_codes"),
                QStringLiteral("bit 7: seyi_codes and aderonke"), QStringLiteral("bit 13: aderonke")}));
    }

    void fruitPresetGrapeIsAbsent()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.loadPreset(bloom::WorkedExampleId::Fruits8);
        page.player()->pause();
        page.player()->finish();
        QCOMPARE(setCells(*page.cells()), (QList<int> {1, 4, 6}));
        page.player()->stepForward();
        page.player()->finish();
        QCOMPARE(setCells(*page.cells()), (QList<int> {0, 1, 4, 6, 7}));
        page.player()->stepForward();
        page.player()->finish();
        QCOMPARE(cellsMarked(*page.cells(), CellMark::StopZero), QList<int> {2});
        QVERIFY(page.verdictText().contains(QStringLiteral("grape")));
        QVERIFY(page.verdictText().contains(QStringLiteral("definitely not present")));
    }

    void presetHoldsEachConclusionUntilSpace()
    {
        // The tiger preset adds tiger, then checks cow: its verdict once showed for 0.65 s before
        // the next step began. Now playback pauses on each verdict while more is to come.
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.loadPreset(bloom::WorkedExampleId::Animals10);
        for (int guard = 0; guard < 200 && !page.player()->isHoldingAtVerdict(); ++guard)
            clock.advance();
        QVERIFY(page.player()->isHoldingAtVerdict());
        QVERIFY(!page.player()->isPlaying());
        QVERIFY(page.pendingOperations() > 0);
        const QString key = QString::fromStdString(page.controller()->trace()->key);
        clock.advance(50); // however long the class talks, nothing moves
        QCOMPARE(QString::fromStdString(page.controller()->trace()->key), key);
        QVERIFY(page.controller()->caption().contains(QStringLiteral("Press Space")));
        page.player()->togglePlay(); // what Space and the Play button do
        QVERIFY(page.player()->isPlaying());
        QVERIFY(!page.player()->isHoldingAtVerdict());
        playToEnd(page, clock);
        // The last conclusion has nothing after it: it simply stays.
        QVERIFY(!page.player()->isHoldingAtVerdict());
    }

    void tigerPresetCowCollides()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.loadPreset(bloom::WorkedExampleId::Animals10);
        playToEnd(page, clock);
        QCOMPARE(setCells(*page.cells()), QList<int> {1});
        QVERIFY(page.verdictText().contains(QStringLiteral("cow")));
        QVERIFY(page.verdictText().contains(QStringLiteral("False positive")));
        QCOMPARE(page.forensicsLines(), QStringList {QStringLiteral("bit 1: tiger")});
    }

    void undoAndRedoAdds()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.player()->setSpeed(0.0);
        page.addKey(QStringLiteral("one"));
        page.addKey(QStringLiteral("two"));
        QCOMPARE(page.undoStack()->count(), 2);
        page.undoStack()->undo();
        QCOMPARE(page.model()->keys(), QStringList {QStringLiteral("one")});
        QVERIFY(!page.model()->filter().mightContain("two") || page.model()->filter().setBitCount() <= 3);
        page.undoStack()->redo();
        QCOMPARE(page.model()->keys(), (QStringList {QStringLiteral("one"), QStringLiteral("two")}));
    }

    void selectingAKeyHighlightsItsCells()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1200, 760);
        page.show();
        page.player()->setSpeed(0.0);
        page.addKey(QStringLiteral("alpha"));
        page.addKey(QStringLiteral("beta"));
        auto *list = page.findChild<QListView *>();
        const QModelIndex first = list->model()->index(0, 0);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(first).center());
        const auto positions = page.model()->filter().positions("alpha");
        const QSet<std::uint64_t> distinct(positions.begin(), positions.end());
        // Cells the last animation marked keep that mark; the rest of alpha's cells are selected.
        int shown = 0;
        for (std::uint64_t pos : distinct)
            shown += page.cells()->mark(static_cast<int>(pos)) != CellMark::None ? 1 : 0;
        QCOMPARE(shown, distinct.size());
        QVERIFY(page.cells()->markedCount(CellMark::Selected) > 0
            || page.cells()->markedCount(CellMark::Shared) > 0);
    }

    void settingsRehashTheKeysAndUndo()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.player()->setSpeed(0.0);
        page.addKey(QStringLiteral("alpha"));
        auto boxes = page.findChildren<QSpinBox *>();
        QSpinBox *bits = nullptr;
        for (QSpinBox *box : boxes) {
            if (box->value() == 16)
                bits = box;
        }
        QVERIFY(bits);
        bits->setValue(64);
        QCOMPARE(page.model()->filter().bitCount(), 64u);
        QCOMPARE(page.cells()->rowCount(), 64);
        QVERIFY(page.model()->filter().mightContain("alpha"));
        page.undoStack()->undo();
        QCOMPARE(page.model()->filter().bitCount(), 16u);
        QCOMPARE(bits->value(), 16);
    }

    void hunterFindsAFalsePositive()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.player()->setSpeed(0.0);
        page.addRandomKeys(10);
        QCOMPARE(page.model()->keys().size(), 10);
        QCOMPARE(page.undoStack()->count(), 1); // ten keys, one undo step
        page.huntFalsePositive();
        // The search runs on a worker thread; the result comes back to the window's thread.
        QTRY_VERIFY(page.verdictText().contains(QStringLiteral("False positive")));
        QVERIFY(!page.forensicsLines().isEmpty());
        QCOMPARE(cellsMarked(*page.cells(), CellMark::FalsePositive).isEmpty(), false);
    }

    void hunterOnAnEmptyFilterExplains()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.huntFalsePositive();
        QVERIFY(page.findChild<QLabel *>(QStringLiteral("huntResult"))
                    ->text()
                    .contains(QStringLiteral("No bit")));
    }

    void exportsPngAndSvg()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1000, 700);
        page.show();
        page.player()->setSpeed(0.0);
        page.addKey(QStringLiteral("alpha"));
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("array.png"));
        const QString svg = dir.filePath(QStringLiteral("array.svg"));
        QCOMPARE(page.saveImage(png), QString());
        QCOMPARE(page.saveImage(svg), QString());
        QVERIFY(!QImage(png).isNull());
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<svg"));
        QVERIFY(!page.saveImage(dir.filePath(QStringLiteral("array.txt"))).isEmpty());
        QVERIFY(!page.saveImage(QStringLiteral("/nonexistent-dir/x.png")).isEmpty());
    }

    void exportedImageCarriesItsParameters()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1000, 700);
        page.show();
        page.player()->setSpeed(0.0);
        page.addKey(QStringLiteral("alpha"));
        page.addKey(QStringLiteral("beta"));
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("array.png"));
        QCOMPARE(page.saveImage(png), QString());
        const QImage image(png);
        // Rendered at twice the screen size, the header above the array.
        const QSize array = page.view()->exportSize();
        QVERIFY(image.width() >= 2 * array.width());
        QVERIFY(image.height() > 2 * array.height() + 40);
        // The header is dark on white whatever the palette: the top-left corner is paper.
        QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));

        ViewExport::ArrayHeader header;
        header.title = QStringLiteral("Bloom filter: 16 bits");
        header.bits = 16;
        header.hashes = 3;
        header.keys = 2;
        header.scheme = ExploreSettingsBar::schemeName(bloom::HashKind::Enhanced);
        header.date = QDate(2025, 3, 14);
        const QString text = ViewExport::headerLines(header).join(QLatin1Char('\n'));
        QVERIFY(text.startsWith(header.title));
        for (const QString &part :
            {QStringLiteral("m = 16"), QStringLiteral("k = 3"), QStringLiteral("n = 2"),
                QStringLiteral("Enhanced double (XXH3)"), QStringLiteral("March 14, 2025")})
            QVERIFY2(text.contains(part), qPrintable(text));
    }

    // Exported mid-animation, the picture holds the cells alone: not the step's callout above them
    // (an animation frame's words) nor the view's empty margins.
    void exportIsCroppedToTheCells()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1000, 700);
        page.show();
        page.addKey(QStringLiteral("alpha"));
        BitArrayView *view = page.view();
        QVERIFY(!view->callout().isEmpty());
        const QRect first = view->cellRect(0);
        const QRect last = view->cellRect(view->model()->rowCount() - 1);
        const QSize size = view->exportSize();
        QVERIFY(size.height() < view->height() / 2);
        QVERIFY(size.height() <= last.bottom() - first.top() + 1 + 2 * 8);
        QVERIFY(size.width() <= view->width());
        QImage image(size, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        view->renderForExport(painter);
        painter.end();
        // Every pixel is painted (the base colour first), and nothing is drawn off the picture.
        QCOMPARE(image.pixelColor(0, 0), view->palette().color(QPalette::Base));
    }

    void arrowKeysMoveBetweenCells()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.resize(1200, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        BitArrayView *view = page.view();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(view->focusedCell(), 2);
        QTest::keyClick(view, Qt::Key_End);
        QCOMPARE(view->focusedCell(), 15);
        QVERIFY(page.findChild<QLabel *>(QStringLiteral("cellInfo"))->text().contains(QStringLiteral("15")));
        QVERIFY(!view->accessibleName().isEmpty());
        QVERIFY(!view->accessibleDescription().isEmpty());
    }

    void playerKeysWorkFromThePage()
    {
        ManualClock clock;
        ExplorePage page(nullptr, &clock);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.addKey(QStringLiteral("alpha"));
        auto *add = page.findChild<QPushButton *>(QStringLiteral("addButton"));
        add->setFocus();
        QTest::keyClick(add, Qt::Key_Space);
        QVERIFY(!page.player()->isPlaying());
        QTest::keyClick(add, Qt::Key_Right);
        QCOMPARE(page.player()->frameIndex(), 1);
        QTest::keyClick(add, Qt::Key_Left);
        QCOMPARE(page.player()->frameIndex(), 0);
        QTest::keyClick(add, Qt::Key_Plus);
        QCOMPARE(page.player()->speed(), 2.0);
        QTest::keyClick(add, Qt::Key_Minus);
        QCOMPARE(page.player()->speed(), 1.0);
    }
};

QTEST_MAIN(TestExplore)
#include "tst_explore.moc"
