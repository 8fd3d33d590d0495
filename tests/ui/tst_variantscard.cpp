// The variants card as a user drives it: set n, click Run, watch four rows arrive with the best
// of each column in bold; Cancel stops a long run; closing the lab mid-run stops its worker
// thread, neither hanging nor crashing.
#include "fpr/fprpage.h"
#include "fpr/variantscard.h"
#include "fpr/variantsmodel.h"

#include <bloom/memory.h>

#include <QAbstractItemModelTester>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFont>
#include <QGuiApplication>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

namespace {
constexpr int kRows = static_cast<int>(bloom::kAllVariants.size()); // one per filter kind
void snap(QWidget &widget, const QString &name)
{
    // Set BLOOMLAB_SCREENSHOT_DIR to look at the states the tests reach.
    const QString dir = qEnvironmentVariable("BLOOMLAB_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget.grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

QPushButton *button(const VariantsCard &card, const char *name)
{
    return card.findChild<QPushButton *>(QLatin1String(name));
}

void setKeys(VariantsCard &card, int keys)
{
    QSpinBox *box = card.keysControl();
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(keys));
    QTest::keyClick(box, Qt::Key_Return);
    QCOMPARE(box->value(), keys);
}

// The threads of this process, as the kernel lists them: a worker that was stopped and joined is
// gone from the list, one still running is not.
qsizetype threadCount()
{
    return QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size();
}
} // namespace

class TestVariantsCard : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void runFillsARowPerVariantWithTheBestInBold()
    {
        VariantsCard card;
        card.resize(1400, 600);
        card.show();
        QAbstractItemModelTester tester(card.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        setKeys(card, 20'000);
        QSignalSpy measured(&card, &VariantsCard::measured);
        QSignalSpy finished(&card, &VariantsCard::finished);
        QTest::mouseClick(button(card, "variantsRunButton"), Qt::LeftButton);
        QVERIFY(card.isRunning());
        QVERIFY(!button(card, "variantsRunButton")->isEnabled());
        QVERIFY(button(card, "variantsCancelButton")->isEnabled());
        QVERIFY(finished.wait(60000));
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(measured.size(), kRows);
        VariantsModel *model = card.model();
        QCOMPARE(model->rowCount(), kRows);
        QCOMPARE(model->columnCount(), int(VariantsModel::ColumnCount));
        QVERIFY(button(card, "variantsRunButton")->isEnabled());
        QVERIFY(!button(card, "variantsCancelButton")->isEnabled());
        QVERIFY(card.statusText().contains(QStringLiteral("20,000")));

        // The counting and cuckoo filters alone can delete, and the faster one is bold in that column.
        const int counting = static_cast<int>(bloom::FilterVariant::Counting);
        const int cuckoo = static_cast<int>(bloom::FilterVariant::Cuckoo);
        for (int row = 0; row < kRows; ++row) {
            const QString deletes = model->index(row, VariantsModel::Deletes).data().toString();
            QCOMPARE(deletes.startsWith(QStringLiteral("Yes")), row == counting || row == cuckoo);
        }
        const int fastestDelete = model->bestRow(VariantsModel::Deletes);
        QVERIFY(fastestDelete == counting || fastestDelete == cuckoo);
        // The delete step removed every key again: at 20,000 keys no four-bit counter reached its
        // ceiling, so none stayed above zero, and the cell's explanation says so.
        const bloom::VariantMeasurement &deleted = model->measurement(counting);
        QVERIFY(deleted.canDelete);
        QCOMPARE(deleted.nonZeroAfterDelete, std::uint64_t {0});
        const auto deletesTip = [model](int row) {
            return model->index(row, VariantsModel::Deletes).data(Qt::ToolTipRole).toString();
        };
        QVERIFY2(deletesTip(counting).startsWith(QStringLiteral("Every key was removed again; 0 ")),
            qPrintable(deletesTip(counting)));
        QVERIFY2(
            deletesTip(cuckoo).contains(QStringLiteral("; 0 fingerprint")), qPrintable(deletesTip(cuckoo)));
        for (int row = 0; row < kRows; ++row) {
            if (row != counting && row != cuckoo)
                QVERIFY2(deletesTip(row).startsWith(QStringLiteral("Clearing a bit could erase other keys")),
                    qPrintable(deletesTip(row)));
        }
        const auto bold = [model](int row, int column) {
            return model->index(row, column).data(Qt::FontRole).value<QFont>().bold();
        };
        QVERIFY(bold(fastestDelete, VariantsModel::Deletes));
        // The classic filter takes the least memory; the counting one never does. The blocked one
        // is a cache line larger at most, which reads the same and is bold too.
        const int classic = static_cast<int>(bloom::FilterVariant::Classic);
        QCOMPARE(model->bestRow(VariantsModel::Memory), classic);
        QVERIFY(!bold(counting, VariantsModel::Memory));
        for (const int column : {int(VariantsModel::Insert), int(VariantsModel::Query),
                 int(VariantsModel::Memory), int(VariantsModel::BitsPerKey), int(VariantsModel::Measured)}) {
            const int best = model->bestRow(column);
            QVERIFY(bold(best, column));
            for (int row = 0; row < kRows; ++row) {
                const QString shown = model->index(row, column).data().toString();
                QCOMPARE(bold(row, column), shown == model->index(best, column).data().toString());
            }
        }
        QCOMPARE(model->index(classic, VariantsModel::Memory).data(Qt::AccessibleDescriptionRole).toString(),
            QStringLiteral("Best in this column"));
        QVERIFY(!bold(0, VariantsModel::Expected));
        QVERIFY(!model->index(0, VariantsModel::WhenToChoose).data().toString().isEmpty());
        QVERIFY(!model->index(0, VariantsModel::Measured).data(Qt::ToolTipRole).toString().isEmpty());
        snap(card, QStringLiteral("variants"));
    }

    // Regression: the first filter that could delete (counting) was bold, though the cuckoo filter
    // deleted four times as fast.
    void deleteColumnMarksTheFastestDelete()
    {
        VariantsModel model;
        const auto row = [](bloom::FilterVariant variant, bool canDelete, double deleteNs) {
            bloom::VariantMeasurement m;
            m.variant = variant;
            m.canDelete = canDelete;
            m.deleteNs = deleteNs;
            return m;
        };
        model.addMeasurement(row(bloom::FilterVariant::Classic, false, 0.0));
        model.addMeasurement(row(bloom::FilterVariant::Counting, true, 361.0));
        model.addMeasurement(row(bloom::FilterVariant::Scalable, false, 0.0));
        QCOMPARE(model.bestRow(VariantsModel::Deletes), 1);
        model.addMeasurement(row(bloom::FilterVariant::Cuckoo, true, 79.2));
        QCOMPARE(model.bestRow(VariantsModel::Deletes), 3);
        const auto bold = [&model](int r) {
            return model.index(r, VariantsModel::Deletes).data(Qt::FontRole).value<QFont>().bold();
        };
        QVERIFY(bold(3));
        QVERIFY(!bold(1));
        QVERIFY(!bold(0));
    }

    // Regression: in Uzbek the names took a third of the table, the advice column was squeezed to a
    // word a line, and the window grew past the screen to hold rows 150 px tall. The advice keeps
    // room for a few words a line, and the page scrolls rather than grow.
    void theAdviceKeepsItsRoomAndThePageScrolls()
    {
        FprPage page;
        page.resize(1000, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *card = page.findChild<VariantsCard *>();
        for (bloom::FilterVariant variant : bloom::kAllVariants) {
            bloom::VariantMeasurement m;
            m.variant = variant;
            card->model()->addMeasurement(m);
        }
        QCoreApplication::processEvents();
        QTableView *table = card->table();
        const int advice = table->columnWidth(VariantsModel::WhenToChoose);
        QVERIFY2(advice >= 24 * table->fontMetrics().averageCharWidth(), qPrintable(QString::number(advice)));
        QVERIFY(table->columnWidth(VariantsModel::Filter) <= table->columnWidth(VariantsModel::WhenToChoose));
        QVERIFY(page.minimumSizeHint().height() < 700);
    }

    // Regression: the heading spoke of four kinds of Bloom filter over five rows, and the note left
    // the cuckoo filter out.
    void textsNameTheCuckooFilter()
    {
        VariantsCard card;
        const auto *intro = card.findChild<QLabel *>(QStringLiteral("variantsIntro"));
        QVERIFY(intro);
        QVERIFY2(intro->text().contains(
                     QStringLiteral("The fifth row is a cuckoo filter, which is not a Bloom filter")),
            qPrintable(intro->text()));
        const auto *tradeOffs = card.findChild<QLabel *>(QStringLiteral("variantsTradeOffs"));
        QVERIFY(tradeOffs);
        QVERIFY2(tradeOffs->text().contains(QStringLiteral("The cuckoo filter deletes without counters")),
            qPrintable(tradeOffs->text()));
        QVERIFY(tradeOffs->text().contains(QStringLiteral("it refuses inserts past its load")));
    }

    void cancelStopsALongRun()
    {
        VariantsCard card;
        card.show();
        setKeys(card, 20'000'000);
        QSignalSpy progress(&card, &VariantsCard::progressChanged);
        QSignalSpy finished(&card, &VariantsCard::finished);
        QVERIFY(card.run());
        QVERIFY(!card.run()); // one at a time
        QVERIFY(progress.wait(30000));
        QTest::mouseClick(button(card, "variantsCancelButton"), Qt::LeftButton);
        QVERIFY(finished.wait(10000));
        QCOMPARE(finished.first().first().toBool(), true);
        QCOMPARE(card.statusText(), QStringLiteral("Cancelled."));
        QVERIFY(!card.isRunning());
        QVERIFY(card.model()->rowCount() < kRows);
        QVERIFY(card.keysControl()->isEnabled());
    }

    void errorsAreShownInTheCard()
    {
        VariantsCard card;
        card.keysControl()->setValue(5'000'000);
        // 0.001% at 5 million keys needs about 15 MB for the classic filter: refused at 1 MB.
        card.rateControl()->setValue(0.001);
        bloom::overrideAvailableMemoryForTesting(1 << 20);
        QSignalSpy failed(&card, &VariantsCard::failed);
        QSignalSpy finished(&card, &VariantsCard::finished);
        QVERIFY(card.run());
        const bool done = finished.wait(30000);
        bloom::overrideAvailableMemoryForTesting(0);
        QVERIFY(done);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.first().first().value<bloom::Error>().code, bloom::Errc::OutOfMemory);
        QVERIFY2(card.statusText().contains(QStringLiteral("needs")), qPrintable(card.statusText()));
        QCOMPARE(card.model()->rowCount(), 0);
    }

    void destroyedMidRunStopsTheWorker()
    {
        auto *card = new VariantsCard;
        card->keysControl()->setValue(20'000'000);
        QSignalSpy progress(card, &VariantsCard::progressChanged);
        const qsizetype idle = threadCount();
        QVERIFY(card->run());
        QVERIFY(progress.wait(30000));
        QCOMPARE(threadCount(), idle + 1); // the worker, measuring
        delete card; // stops and joins the worker; anything it posted dies with the card
        QCOMPARE(threadCount(), idle);
        // What the worker posted before it stopped is dropped, not delivered to the dead card.
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        QCOMPARE(threadCount(), idle);
    }

    void labClosedMidRunDoesNotCrash()
    {
        auto *page = new FprPage;
        auto *card = page->findChild<VariantsCard *>();
        QVERIFY(card);
        auto *tabs = page->findChild<QTabWidget *>();
        QVERIFY(tabs);
        QVERIFY(tabs->widget(3)->isAncestorOf(card)); // in a scroll area of its own
        card->keysControl()->setValue(20'000'000);
        QSignalSpy progress(card, &VariantsCard::progressChanged);
        const qsizetype idle = threadCount();
        QVERIFY(card->run());
        QVERIFY(progress.wait(30000));
        QPointer<VariantsCard> watched(card);
        delete page;
        QVERIFY(!watched);
        QCOMPARE(threadCount(), idle);
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }

    void rightToLeftScreenshot()
    {
        // Put back on every exit, a failed check's early return included, so no later test runs
        // right to left in Urdu by accident.
        const auto restore
            = qScopeGuard([direction = QGuiApplication::layoutDirection(), locale = QLocale()] {
                  QGuiApplication::setLayoutDirection(direction);
                  QLocale::setDefault(locale);
              });
        // As under --lang ur: the direction and the locale's digits and units together.
        QGuiApplication::setLayoutDirection(Qt::RightToLeft);
        QLocale::setDefault(QLocale(QLocale::Urdu, QLocale::Pakistan));
        VariantsCard card;
        card.resize(1400, 600);
        card.keysControl()->setValue(10'000);
        card.show();
        QSignalSpy finished(&card, &VariantsCard::finished);
        QVERIFY(card.run());
        QVERIFY(finished.wait(60000));
        QCOMPARE(card.model()->rowCount(), kRows);
        QCOMPARE(card.table()->layoutDirection(), Qt::RightToLeft);
        snap(card, QStringLiteral("variants-rtl"));
    }

    // After the right-to-left test, whatever its outcome, the rest run as they began.
    void directionAndLocaleAreRestored()
    {
        QCOMPARE(QGuiApplication::layoutDirection(), Qt::LeftToRight);
        QCOMPARE(QLocale().name(), QStringLiteral("en_US"));
    }
};

QTEST_MAIN(TestVariantsCard)
#include "tst_variantscard.moc"
