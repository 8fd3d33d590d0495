// The bit-array view: layout, keyboard focus, palette changes and paint time at m = 1,024.
#include "explore/exploremodel.h"
#include "player/traceplayer.h"
#include "views/bitarrayview.h"
#include "views/bitcellmodel.h"

#include <QElapsedTimer>
#include <QPainter>
#include <QTest>

class TestBitArrayView : public QObject {
    Q_OBJECT

private:
    static void fill(ExploreModel &model, BitCellModel &cells, quint64 bits, int keys)
    {
        ExploreSettings settings;
        settings.bits = bits;
        model.configure(settings);
        for (int i = 0; i < keys; ++i)
            model.add(QStringLiteral("key%1").arg(i));
        cells.setCells(model.cellStates());
    }

private slots:
    void everyCellHasItsOwnRect_data()
    {
        QTest::addColumn<quint64>("bits");
        QTest::addRow("8") << quint64(8);
        QTest::addRow("16") << quint64(16);
        QTest::addRow("100") << quint64(100);
        QTest::addRow("1024") << quint64(1024);
        QTest::addRow("4096") << quint64(4096);
    }

    void everyCellHasItsOwnRect()
    {
        QFETCH(quint64, bits);
        ExploreModel model;
        BitCellModel cells;
        fill(model, cells, bits, 10);
        BitArrayView view;
        view.setModel(&cells);
        view.resize(900, 500);
        view.show();
        QCOMPARE(cells.rowCount(), int(bits));
        for (int cell : {0, int(bits / 2), int(bits) - 1}) {
            const QRect rect = view.cellRect(cell);
            QVERIFY(view.rect().contains(rect));
            QCOMPARE(view.cellAt(rect.center()), cell);
        }
    }

    void shortArraysStayOnOneRow()
    {
        ExploreModel model;
        BitCellModel cells;
        fill(model, cells, 16, 0);
        BitArrayView view;
        view.setModel(&cells);
        view.resize(1000, 400);
        QCOMPARE(view.cellRect(15).top(), view.cellRect(0).top());
    }

    void darkPaletteStillPaints()
    {
        ExploreModel model;
        BitCellModel cells;
        fill(model, cells, 32, 4);
        BitArrayView view;
        view.setModel(&cells);
        view.resize(800, 300);
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(30, 30, 30));
        dark.setColor(QPalette::Base, QColor(20, 20, 20));
        dark.setColor(QPalette::Text, Qt::white);
        view.setPalette(dark);
        const QImage image = view.grab().toImage();
        QCOMPARE(image.pixelColor(2, 2), QColor(20, 20, 20));
    }

    // Reported as a figure, not asserted: timing on a shared 2-core machine is noise.
    void paintTimeAt1024Bits()
    {
        ExploreModel model;
        BitCellModel cells;
        fill(model, cells, 1024, 100);
        BitArrayView view;
        view.setModel(&cells);
        view.resize(1100, 500);
        QImage target(view.size(), QImage::Format_ARGB32_Premultiplied);
        constexpr int kRounds = 50;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < kRounds; ++i) {
            QPainter painter(&target);
            view.render(painter, view.rect());
        }
        const double ms = double(timer.nsecsElapsed()) / 1e6 / kRounds;
        qInfo("bit-array paint at m = 1024: %.3f ms per frame", ms);
        QVERIFY(ms > 0.0);
    }
};

QTEST_MAIN(TestBitArrayView)
#include "tst_bitarrayview.moc"
