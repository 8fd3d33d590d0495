// The bit-array view: layout, keyboard focus, palette changes, what a large array paints, and a
// callout in a band no wider than itself. Its paint time is a figure of bloomlab-bench
// (explore_paint_ms), not a test: timing on a shared machine is noise.
#include "common/accentcolors.h"
#include "explore/exploremodel.h"
#include "player/traceplayer.h"
#include "views/bitarrayview.h"
#include "views/bitcellmodel.h"

#include <QPainter>
#include <QTest>

Q_DECLARE_METATYPE(CellMark)

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

    void everySizeFitsInRows()
    {
        // The Explore page's array at 1280 × 800 is about this size; m = 3,000 … 4,096 once drew
        // as a single column of tiny cells running off the bottom.
        ExploreModel model;
        BitCellModel cells;
        BitArrayView view;
        view.setModel(&cells);
        view.resize(900, 200);
        view.show();
        QList<quint64> sizes {2500, 3000, 3500, 4095, 4096};
        for (quint64 bits = 8; bits <= 4096; bits += 61)
            sizes << bits;
        for (quint64 bits : sizes) {
            fill(model, cells, bits, 0);
            const QRect first = view.cellRect(0);
            const QRect last = view.cellRect(int(bits) - 1);
            QVERIFY2(view.rect().contains(last), qPrintable(QStringLiteral("m = %1").arg(bits)));
            QVERIFY2(first.width() >= 2, qPrintable(QStringLiteral("m = %1").arg(bits)));
            // Wrapped rows use the width (a power of two of columns uses over half of it).
            int right = 0;
            for (int cell = 0; cell < int(bits); ++cell)
                right = std::max(right, view.cellRect(cell).right());
            QVERIFY2(last.top() == first.top() || right - first.left() > view.width() / 3,
                qPrintable(QStringLiteral("m = %1").arg(bits)));
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

    // A callout as wide as its band has no room to move, and at every even band width its
    // centre's bounds crossed by a pixel: std::clamp(value, low, high) with low > high is
    // undefined, and an abort under _GLIBCXX_ASSERTIONS, as the asan preset builds. Below 33 px
    // the arrow's bounds inside the box crossed too. Every width from one pixel up paints, with the
    // arrow at either end of the array and with no arrow.
    void calloutAsWideAsItsBandPaints()
    {
        ExploreModel model;
        BitCellModel cells;
        fill(model, cells, 16, 2);
        QWidget window; // a child's resize reaches it at once, whatever the platform's window limits
        window.resize(420, 240);
        BitArrayView view(&window);
        view.setModel(&cells);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Far wider than any band below: the callout is always cut to the band's width.
        const QString text
            = QStringLiteral("hash₂(a key long enough to fill every band) = 1234567890 mod 16 = 2 ")
                  .repeated(4);
        QVERIFY(view.fontMetrics().horizontalAdvance(text) > 400);
        for (int target : {0, 15, -1}) {
            view.setCallout(text, target);
            for (int width = 1; width <= 400; ++width) {
                view.resize(width, 200);
                QCOMPARE(view.width(), width);
                const QImage image = view.grab().toImage();
                QVERIFY(!image.isNull());
            }
        }
    }

    // At m = 1,024 the cells are too small for digits, and unmarked ones are painted in two
    // batched calls for speed: the colour alone must still tell every set bit from a clear one.
    void largeArrayShowsEachBitByColour()
    {
        ExploreModel model;
        BitCellModel cells;
        fill(model, cells, 1024, 100);
        BitArrayView view;
        view.setModel(&cells);
        view.resize(1100, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY2(view.cellRect(0).width() < 22, "cells this small carry no digits");
        QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
        {
            QPainter painter(&image);
            view.render(painter, view.rect());
        }
        // As RGB values: the accent colours need not be specified in RGB.
        const QRgb setColour = accentColor(Accent::SetBit, view.palette()).rgb();
        const QRgb clearColour = view.palette().color(QPalette::Base).rgb();
        QVERIFY(setColour != clearColour);
        int shownSet = 0;
        for (int cell = 0; cell < 1024; ++cell) {
            const QRgb shown = image.pixel(view.cellRect(cell).center());
            QVERIFY2(shown == (cells.bit(cell) ? setColour : clearColour),
                qPrintable(QStringLiteral("cell %1 (bit %2)").arg(cell).arg(cells.bit(cell))));
            shownSet += shown == setColour ? 1 : 0;
        }
        // 100 keys of 3 hashes: a few hundred bits, neither none nor all.
        QCOMPARE(shownSet, cells.setCount());
        QVERIFY(shownSet > 100 && shownSet < 1024);
    }

    // An orange ring after an add, a green one after a check: drawn inward, an eighth of the cell
    // thick, it covered the cell's index and crowded out its ×2. The index and the ×N show as
    // in the unmarked cell, pixel for pixel of their ink.
    void aMarkedCellKeepsItsIndexAndCount_data()
    {
        QTest::addColumn<CellMark>("mark");
        QTest::addColumn<bool>("presenting");
        QTest::addColumn<int>("width");
        QTest::addRow("target") << CellMark::Target << false << 720;
        QTest::addRow("shared") << CellMark::Shared << false << 720;
        QTest::addRow("confirmed") << CellMark::Confirmed << false << 720;
        QTest::addRow("stop at zero") << CellMark::StopZero << false << 720;
        QTest::addRow("selected") << CellMark::Selected << false << 720;
        QTest::addRow("confirmed, small") << CellMark::Confirmed << false << 460;
        QTest::addRow("target, presenting") << CellMark::Target << true << 1200;
    }

    void aMarkedCellKeepsItsIndexAndCount()
    {
        QFETCH(CellMark, mark);
        QFETCH(bool, presenting);
        QFETCH(int, width);
        constexpr int kCell = 12;
        QVector<CellState> states(16);
        for (CellState &state : states)
            state = {1, {QStringLiteral("a"), QStringLiteral("b")}, CellMark::None, false};
        BitCellModel cells;
        cells.setCells(states);
        BitArrayView view;
        // A background far from the ink, so only the digits count as ink (the ring's colours are
        // far from it too).
        QPalette tinted = view.palette();
        for (const auto role : {QPalette::Window, QPalette::Base})
            tinted.setColor(role, QColor(128, 128, 128));
        view.setPalette(tinted);
        view.setModel(&cells);
        view.setPresentation(presenting);
        view.resize(width, 240);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QRect outer = view.cellRect(kCell);
        QVERIFY2(outer.width() >= 28, "cells this size carry their index and count");
        const auto render = [&view] {
            QImage image(view.size(), QImage::Format_ARGB32_Premultiplied);
            QPainter painter(&image);
            view.render(painter, view.rect());
            return image;
        };
        const QColor ink = textOn(accentColor(Accent::SetBit, view.palette()));
        // The index in the top left, the ×N in the bottom right: the corners' quarters, clear of
        // the value in the middle and of the cross a bit that stops a check has over it.
        const int quarter = outer.height() / 4;
        const QRect indexArea(outer.left(), outer.top(), outer.width() / 2 - 3, quarter);
        const QRect countArea(outer.center().x() + 4, outer.bottom() - quarter + 1,
            outer.right() - outer.center().x() - 3, quarter);
        const auto inkIn = [&ink](const QImage &image, const QRect &area) {
            int count = 0;
            for (int y = area.top(); y <= area.bottom(); ++y) {
                for (int x = area.left(); x <= area.right(); ++x) {
                    const QColor c = image.pixelColor(x, y);
                    count += std::abs(c.red() - ink.red()) + std::abs(c.green() - ink.green())
                            + std::abs(c.blue() - ink.blue())
                        < 200;
                }
            }
            return count;
        };
        const QImage plain = render();
        const int index = inkIn(plain, indexArea);
        const int count = inkIn(plain, countArea);
        QVERIFY2(index > 3 && count > 3,
            qPrintable(QStringLiteral("unmarked: index %1, count %2, ink %3")
                           .arg(index)
                           .arg(count)
                           .arg(ink.name())));
        states[kCell].mark = mark;
        cells.setCells(states);
        const QImage marked = render();
        QCOMPARE(inkIn(marked, indexArea), index);
        QCOMPARE(inkIn(marked, countArea), count);
        // Still a ring of the mark's colour round the cell.
        QVERIFY(marked.pixelColor(outer.left() + 1, outer.center().y())
            != plain.pixelColor(outer.left() + 1, outer.center().y()));
    }
};

QTEST_MAIN(TestBitArrayView)
#include "tst_bitarrayview.moc"
