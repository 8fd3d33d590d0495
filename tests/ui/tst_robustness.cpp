// Random clicks, drags, key presses, typing, wheel turns and slider moves on every page, as a
// curious class would do, offscreen. Under the asan preset nothing may crash, trip a sanitizer or
// leak, and no Qt warning may appear.
//
// CI (ctest) runs each page with one fixed seed only, so a run that passes today passes tomorrow
// on the same code. Fresh random seeds find new paths, and are opt-in: they add a "<page>-random"
// row per page, with a seed drawn for the run and printed.
//
// Random seeds:       cmake --build <build> --target tst_robustness_random
//                     or BLOOMLAB_ROBUSTNESS_RANDOM=1 QT_QPA_PLATFORM=offscreen ./tst_robustness
// Replay a failure:   BLOOMLAB_ROBUSTNESS_SEED=<seed> ./tst_robustness randomEvents:explore-random
//                     (a given seed adds the random rows too, with that seed)
// More events a row:  BLOOMLAB_ROBUSTNESS_EVENTS=20000 ./tst_robustness (the default is 2,000)
// A replay needs the same event count as the failing run. Timers (animations, the charts'
// debounce, a worker's progress) fire when they are due, so a replay is close, not always exact.
//
// Modal dialogs and menus: an export button opens a file dialog, a spin box's context menu runs
// its own event loop. Offscreen nobody would answer them and the test would hang. A 5 ms timer
// rejects any modal dialog and, while a nested event loop runs (QDialog::exec, QMenu::exec),
// closes the popup that owns it; a popup shown without its own loop (a combo box's list) stays
// open for the random events to reach. Only the page's own widgets get events, never the menu
// bar, so nothing quits the app or switches its language.
#include "pages/demopage.h"
#include "quiz/quizpage.h"
#include "shell/mainwindow.h"
#include "shell/pagecatalog.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDialog>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QInputMethodEvent>
#include <QLineEdit>
#include <QPointer>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QUndoStack>
#include <QWheelEvent>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <random>

namespace {

QtMessageHandler g_testlibHandler = nullptr;

// The offscreen platform says, once per popup, what it cannot do; that is not the app's doing.
void dropPlatformNoise(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("This plugin does not support")))
        return;
    g_testlibHandler(type, context, message);
}

constexpr std::uint64_t kFixedSeed = 20240607;
constexpr int kDefaultEvents = 2000;

std::optional<std::uint64_t> seedFromEnvironment()
{
    const QByteArray text = qgetenv("BLOOMLAB_ROBUSTNESS_SEED");
    bool ok = false;
    const qulonglong seed = text.toULongLong(&ok, 0);
    return ok ? std::optional<std::uint64_t>(seed) : std::nullopt;
}

// The random rows exist only on request, never in CI: see the top of the file.
bool randomRowsWanted()
{
    return qEnvironmentVariableIntValue("BLOOMLAB_ROBUSTNESS_RANDOM") == 1
        || seedFromEnvironment().has_value();
}

int eventsPerRow()
{
    bool ok = false;
    const int count = qEnvironmentVariableIntValue("BLOOMLAB_ROBUSTNESS_EVENTS", &ok);
    return ok && count > 0 ? count : kDefaultEvents;
}

// Text a user might paste anywhere: numbers out of every range, words in other scripts, nothing.
const QStringList &hostileTexts()
{
    static const QStringList texts {
        QString(),
        QStringLiteral(" "),
        QStringLiteral("0"),
        QStringLiteral("-1"),
        QStringLiteral("-2147483649"),
        QStringLiteral("4294967297"),
        QStringLiteral("18446744073709551617"),
        QStringLiteral("99999999999999999999999999999"),
        QStringLiteral("1e308"),
        QStringLiteral("-1e308"),
        QStringLiteral("1e-320"),
        QStringLiteral("nan"),
        QStringLiteral("inf"),
        QStringLiteral("-inf"),
        QStringLiteral("0x7fffffff"),
        QStringLiteral("1,000,000"),
        QStringLiteral("50%"),
        QStringLiteral("0.5"),
        QStringLiteral("1/3"),
        QStringLiteral("seyi_codes"),
        QStringLiteral("aderonke"),
        QStringLiteral("tiger"),
        QStringLiteral("اردو میں کلید"), // Urdu, right to left
        QStringLiteral("שלום"),
        QStringLiteral("😀🌸🇳🇬"), // emoji, a flag sequence
        QStringLiteral("e\u0301\u0301\u0301\u0301"), // stacked combining marks
        QStringLiteral("\u200f\u202e\u2066"), // direction controls alone
        QString(QChar(u'\0')) + QStringLiteral("a"), // an embedded NUL
        QStringLiteral("\uFFFD"),
        QString(QChar(0xD800)), // a lone surrogate
        QStringLiteral("%1 %n &&"),
        QStringLiteral("<b>bold</b>"),
    };
    return texts;
}

struct KeyStroke {
    Qt::Key key;
    Qt::KeyboardModifiers modifiers = Qt::NoModifier;
    QString text;
};

KeyStroke randomKeyStroke(std::mt19937_64 &random)
{
    static const QList<KeyStroke> special {
        {Qt::Key_Space, {}, QStringLiteral(" ")}, {Qt::Key_Return, {}, QStringLiteral("\r")},
        {Qt::Key_Enter, {}, QStringLiteral("\r")}, {Qt::Key_Return, Qt::ShiftModifier, QStringLiteral("\r")},
        {Qt::Key_Escape, {}, QString()}, {Qt::Key_Tab, {}, QStringLiteral("\t")},
        {Qt::Key_Backtab, Qt::ShiftModifier, QString()}, {Qt::Key_Left, {}, QString()},
        {Qt::Key_Right, {}, QString()}, {Qt::Key_Up, {}, QString()}, {Qt::Key_Down, {}, QString()},
        {Qt::Key_Home, {}, QString()}, {Qt::Key_End, {}, QString()}, {Qt::Key_PageUp, {}, QString()},
        {Qt::Key_PageDown, {}, QString()}, {Qt::Key_Delete, {}, QString()},
        {Qt::Key_Backspace, {}, QString()}, {Qt::Key_Plus, {}, QStringLiteral("+")},
        {Qt::Key_Minus, {}, QStringLiteral("-")}, {Qt::Key_Equal, {}, QStringLiteral("=")},
        {Qt::Key_Z, Qt::ControlModifier, QString()},
        {Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier, QString()},
        {Qt::Key_Y, Qt::ControlModifier, QString()}, {Qt::Key_A, Qt::ControlModifier, QString()},
        {Qt::Key_C, Qt::ControlModifier, QString()}, {Qt::Key_V, Qt::ControlModifier, QString()},
        {Qt::Key_X, Qt::ControlModifier, QString()},
        {Qt::Key_F5, {}, QString()}, // presenter mode; Escape leaves it
    };
    std::uniform_int_distribution<int> kind(0, 2);
    switch (kind(random)) {
    case 0: {
        std::uniform_int_distribution<int> letter(0, 25);
        const int index = letter(random);
        const bool upper = random() % 4 == 0;
        return {static_cast<Qt::Key>(Qt::Key_A + index), upper ? Qt::ShiftModifier : Qt::NoModifier,
            QString(QChar((upper ? 'A' : 'a') + index))};
    }
    case 1: {
        std::uniform_int_distribution<int> digit(0, 9);
        const int index = digit(random);
        return {static_cast<Qt::Key>(Qt::Key_0 + index), {}, QString(QChar('0' + index))};
    }
    default: {
        std::uniform_int_distribution<qsizetype> pick(0, special.size() - 1);
        return special.at(pick(random));
    }
    }
}

// A key press as the window system delivers it: shortcuts first, then the widget and its parents.
// QTest::keyClick does the same but warns about every key a label ignores.
void sendKey(QWidget *widget, const KeyStroke &stroke)
{
    QPointer<QWidget> target(widget);
    if (qt_sendShortcutOverrideEvent(widget, 0, stroke.key, stroke.modifiers, stroke.text, false))
        return;
    if (!target)
        return;
    QKeyEvent press(QEvent::KeyPress, stroke.key, stroke.modifiers, stroke.text);
    QSpontaneKeyEvent::setSpontaneous(&press);
    QApplication::sendEvent(target, &press);
    if (!target)
        return;
    QKeyEvent release(QEvent::KeyRelease, stroke.key, stroke.modifiers, stroke.text);
    QSpontaneKeyEvent::setSpontaneous(&release);
    QApplication::sendEvent(target, &release);
}

void sendMouse(QWidget *widget, QEvent::Type type, QPoint pos, Qt::MouseButton button,
    Qt::MouseButtons buttons, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    if (!widget)
        return;
    QMouseEvent event(type, pos, widget->mapToGlobal(pos), button, buttons, modifiers);
    QSpontaneKeyEvent::setSpontaneous(&event);
    QApplication::sendEvent(widget, &event);
}

// Types text one code point at a time, so an emoji arrives whole, as an input method sends it.
void typeText(QWidget *widget, const QString &text)
{
    QPointer<QWidget> target(widget);
    for (const char32_t codePoint : text.toUcs4()) {
        if (!target)
            return;
        const QString one = QString::fromUcs4(&codePoint, 1);
        const Qt::Key key = one.size() == 1 && one.at(0).isLetterOrNumber()
            ? static_cast<Qt::Key>(one.at(0).toUpper().unicode())
            : Qt::Key_unknown;
        sendKey(target, {key, {}, one});
    }
}

// What the random driver does to one page.
class PageDriver {
public:
    PageDriver(QWidget *page, std::uint64_t seed) : m_page(page), m_random(seed) { }

    void step()
    {
        std::uniform_int_distribution<int> action(0, 99);
        const int roll = action(m_random);
        if (roll < 2) {
            QCoreApplication::processEvents();
            return;
        }
        if (roll < 3) {
            // Let timers fire: animations, the charts' debounce, a worker thread's progress.
            QTest::qWait(static_cast<int>(m_random() % 25));
            return;
        }
        if (roll < 4) {
            if (QWidget *popup = QApplication::activePopupWidget())
                popup->close();
            return;
        }
        QWidget *target = pickWidget();
        if (!target)
            return;
        if (roll < 26)
            click(target);
        else if (roll < 30)
            doubleClick(target);
        else if (roll < 36)
            drag(target);
        else if (roll < 38)
            hover(target);
        else if (roll < 56)
            sendKey(target, randomKeyStroke(m_random));
        else if (roll < 66)
            enterText(target);
        else if (roll < 74)
            wheel(target);
        else if (roll < 76)
            contextMenu(target);
        else
            setDirectly(target);
    }

private:
    QWidget *pickWidget()
    {
        if (!m_page)
            return nullptr;
        QList<QWidget *> candidates {m_page};
        for (QWidget *child : m_page->findChildren<QWidget *>()) {
            // A control that takes the user to another page ends this page's run early.
            if (child->isVisible() && child->isEnabled() && !child->property("leavesPage").toBool())
                candidates << child;
        }
        // A combo box's open list is a window of its own, outside the page's tree of children.
        if (QWidget *popup = QApplication::activePopupWidget()) {
            candidates << popup;
            for (QWidget *child : popup->findChildren<QWidget *>()) {
                if (child->isVisible() && child->isEnabled())
                    candidates << child;
            }
        }
        std::uniform_int_distribution<qsizetype> pick(0, candidates.size() - 1);
        return candidates.at(pick(m_random));
    }

    QPoint randomPoint(const QWidget *widget)
    {
        std::uniform_int_distribution<int> x(0, qMax(0, widget->width() - 1));
        std::uniform_int_distribution<int> y(0, qMax(0, widget->height() - 1));
        return {x(m_random), y(m_random)};
    }

    Qt::MouseButton randomButton()
    {
        const auto roll = m_random() % 10;
        return roll < 8 ? Qt::LeftButton : roll < 9 ? Qt::RightButton : Qt::MiddleButton;
    }

    Qt::KeyboardModifiers randomModifiers()
    {
        const auto roll = m_random() % 10;
        return roll < 7 ? Qt::NoModifier
            : roll < 8  ? Qt::ShiftModifier
            : roll < 9  ? Qt::ControlModifier
                        : Qt::AltModifier;
    }

    void click(QWidget *widget)
    {
        QPointer<QWidget> target(widget);
        const QPoint pos = randomPoint(widget);
        const Qt::MouseButton button = randomButton();
        const Qt::KeyboardModifiers modifiers = randomModifiers();
        sendMouse(target, QEvent::MouseButtonPress, pos, button, button, modifiers);
        sendMouse(target, QEvent::MouseButtonRelease, pos, button, Qt::NoButton, modifiers);
    }

    void doubleClick(QWidget *widget)
    {
        QPointer<QWidget> target(widget);
        const QPoint pos = randomPoint(widget);
        sendMouse(target, QEvent::MouseButtonPress, pos, Qt::LeftButton, Qt::LeftButton);
        sendMouse(target, QEvent::MouseButtonRelease, pos, Qt::LeftButton, Qt::NoButton);
        sendMouse(target, QEvent::MouseButtonDblClick, pos, Qt::LeftButton, Qt::LeftButton);
        sendMouse(target, QEvent::MouseButtonRelease, pos, Qt::LeftButton, Qt::NoButton);
    }

    // A press, a few moves, a release: slider handles, splitters, text selections, the bit array.
    void drag(QWidget *widget)
    {
        QPointer<QWidget> target(widget);
        QPoint pos = randomPoint(widget);
        sendMouse(target, QEvent::MouseButtonPress, pos, Qt::LeftButton, Qt::LeftButton);
        const int moves = 1 + static_cast<int>(m_random() % 6);
        for (int i = 0; i < moves && target; ++i) {
            // Sometimes far outside the widget, as a wild drag does.
            pos = m_random() % 4 == 0
                ? pos + QPoint(int(m_random() % 2001) - 1000, int(m_random() % 2001) - 1000)
                : randomPoint(target);
            sendMouse(target, QEvent::MouseMove, pos, Qt::NoButton, Qt::LeftButton);
        }
        sendMouse(target, QEvent::MouseButtonRelease, pos, Qt::LeftButton, Qt::NoButton);
    }

    void hover(QWidget *widget)
    {
        QPointer<QWidget> target(widget);
        QEnterEvent enter(QPointF(randomPoint(widget)), QPointF(randomPoint(widget)),
            QPointF(widget->mapToGlobal(randomPoint(widget))));
        QApplication::sendEvent(target, &enter);
        for (int i = 0; i < 3 && target; ++i)
            sendMouse(target, QEvent::MouseMove, randomPoint(target), Qt::NoButton, Qt::NoButton);
        if (target) {
            // Resting there long enough for a tooltip.
            const QPoint pos = randomPoint(target);
            QHelpEvent help(QEvent::ToolTip, pos, target->mapToGlobal(pos));
            QApplication::sendEvent(target, &help);
        }
        if (target) {
            QEvent leave(QEvent::Leave);
            QApplication::sendEvent(target, &leave);
        }
    }

    QString randomText()
    {
        const auto roll = m_random() % 10;
        if (roll < 6) {
            std::uniform_int_distribution<qsizetype> pick(0, hostileTexts().size() - 1);
            return hostileTexts().at(pick(m_random));
        }
        if (roll < 9) {
            // A number of any size and sign.
            std::uniform_int_distribution<int> digits(1, 25);
            QString number = m_random() % 3 == 0 ? QStringLiteral("-") : QString();
            for (int i = digits(m_random); i > 0; --i)
                number += QChar('0' + int(m_random() % 10));
            if (m_random() % 4 == 0)
                number += QStringLiteral(".") + QString::number(m_random() % 1000);
            if (m_random() % 6 == 0)
                number += QStringLiteral("e") + QString::number(int(m_random() % 700) - 350);
            return number;
        }
        // Long text: a pasted paragraph, or more than a line edit holds.
        return QString(static_cast<qsizetype>(1 + m_random() % 40000), QChar(u'ب'));
    }

    void enterText(QWidget *widget)
    {
        QPointer<QWidget> target(widget);
        const QString text = randomText();
        auto *line = qobject_cast<QLineEdit *>(widget);
        auto *spin = qobject_cast<QAbstractSpinBox *>(widget);
        if (!line && !spin) {
            typeText(widget, text.left(8));
            return;
        }
        if (m_random() % 2 == 0)
            sendKey(target, {Qt::Key_A, Qt::ControlModifier, {}});
        const auto how = m_random() % 4;
        if (how == 0 && line) {
            line->setText(text); // as a paste
        } else if (how == 1) {
            // As an input method commits it.
            QInputMethodEvent commit;
            commit.setCommitString(text);
            QApplication::sendEvent(target, &commit);
        } else {
            typeText(target, text.left(64));
        }
        if (target && m_random() % 2 == 0) {
            static const QList<KeyStroke> finish {{Qt::Key_Return, {}, QStringLiteral("\r")},
                {Qt::Key_Enter, {}, QStringLiteral("\r")}, {Qt::Key_Tab, {}, QStringLiteral("\t")},
                {Qt::Key_Return, Qt::ShiftModifier, QStringLiteral("\r")}};
            sendKey(target, finish.at(static_cast<qsizetype>(m_random() % finish.size())));
        }
    }

    void wheel(QWidget *widget)
    {
        std::uniform_int_distribution<int> delta(-720, 720);
        const QPoint angle = m_random() % 5 == 0 ? QPoint(delta(m_random), 0) : QPoint(0, delta(m_random));
        const QPoint pos = randomPoint(widget);
        QWheelEvent event(QPointF(pos), QPointF(widget->mapToGlobal(pos)), QPoint(), angle, Qt::NoButton,
            randomModifiers(), Qt::NoScrollPhase, false);
        QApplication::sendEvent(widget, &event);
    }

    void contextMenu(QWidget *widget)
    {
        const QPoint pos = randomPoint(widget);
        QContextMenuEvent event(QContextMenuEvent::Mouse, pos, widget->mapToGlobal(pos));
        QApplication::sendEvent(widget, &event);
    }

    // What a drag or a popup choice ends in, set through the widget's own API.
    void setDirectly(QWidget *widget)
    {
        if (auto *slider = qobject_cast<QAbstractSlider *>(widget)) {
            std::uniform_int_distribution<int> value(slider->minimum(), slider->maximum());
            if (m_random() % 3 == 0) {
                // A drag: the handle moves, then lets go.
                slider->setSliderDown(true);
                slider->setSliderPosition(value(m_random));
                slider->setSliderPosition(value(m_random));
                slider->setSliderDown(false);
            } else {
                slider->setValue(value(m_random));
            }
        } else if (auto *combo = qobject_cast<QComboBox *>(widget)) {
            if (combo->count() == 0)
                return;
            const int index = static_cast<int>(m_random() % static_cast<std::uint64_t>(combo->count()));
            combo->setCurrentIndex(index);
            // A choice from the list also reports that the user made it.
            if (m_random() % 2 == 0)
                emit combo->activated(index);
        } else if (auto *tabs = qobject_cast<QTabWidget *>(widget)) {
            if (tabs->count() > 0)
                tabs->setCurrentIndex(
                    static_cast<int>(m_random() % static_cast<std::uint64_t>(tabs->count())));
        } else if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget)) {
            std::uniform_int_distribution<int> steps(-1000, 1000);
            spin->stepBy(m_random() % 4 == 0 ? steps(m_random) * 1000 : steps(m_random));
        } else {
            click(widget);
        }
    }

    QPointer<QWidget> m_page;
    std::mt19937_64 m_random;
};

} // namespace

class TestRobustness : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QuizPage::seedForTesting(1); // the quiz's first question, the same every run
        // A click on the Systems page may create a users database: in the test folders, not the user's.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("BloomLabTests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_robustness"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings().clear();
        g_testlibHandler = qInstallMessageHandler(dropPlatformNoise);

        if (randomRowsWanted()) {
            std::random_device device;
            m_randomSeed = seedFromEnvironment().value_or((std::uint64_t(device()) << 32) | device());
            const auto seed = static_cast<unsigned long long>(*m_randomSeed);
            qInfo(
                "Random seed for this run: %llu (replay with BLOOMLAB_ROBUSTNESS_SEED=%llu); %d events a row",
                seed, seed, eventsPerRow());
        } else {
            qInfo("Fixed seed %llu only; %d events a row", static_cast<unsigned long long>(kFixedSeed),
                eventsPerRow());
        }

        // Offscreen nobody answers a dialog: reject it, and close a menu that runs its own loop.
        connect(&m_dismisser, &QTimer::timeout, this, [] {
            if (QThread::currentThread()->loopLevel() > 0) {
                if (QWidget *popup = QApplication::activePopupWidget())
                    popup->close();
            }
            if (QWidget *modal = QApplication::activeModalWidget()) {
                if (auto *dialog = qobject_cast<QDialog *>(modal))
                    dialog->reject();
                else
                    modal->close();
            }
        });
        m_dismisser.start(5);
    }

    // A warning is Qt's soft assertion (an invalid index, a bad connection): none may appear.
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral("."))); }

    void randomEvents_data()
    {
        QTest::addColumn<int>("pageNumber");
        QTest::addColumn<quint64>("seed");
        for (PageId id : PageCatalog::all()) {
            const QByteArray name = PageCatalog::name(id).toLatin1();
            QTest::addRow("%s-fixed", name.constData()) << static_cast<int>(id) << quint64(kFixedSeed);
            if (m_randomSeed)
                QTest::addRow("%s-random", name.constData())
                    << static_cast<int>(id) << quint64(*m_randomSeed);
        }
    }

    void randomEvents()
    {
        QFETCH(int, pageNumber);
        QFETCH(quint64, seed);
        const auto page = static_cast<PageId>(pageNumber);
        qInfo(
            "Page %s, seed %llu", qPrintable(PageCatalog::name(page)), static_cast<unsigned long long>(seed));

        auto window = std::make_unique<MainWindow>();
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        window->showPage(page);
        QPointer<DemoPage> content = window->pageContent(page);
        QVERIFY(content);

        // Mix the page into the seed so the pages do not all see the same sequence.
        PageDriver driver(content, seed ^ (std::uint64_t(page) * 0x9E3779B97F4A7C15ull));
        const int events = eventsPerRow();
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < events && content; ++i)
            driver.step();
        qInfo("%d events in %lld ms", events, clock.elapsed());

        // Whatever happened, the page is still there, shown, and its history replays both ways.
        QVERIFY2(content, "the page was destroyed");
        // A random Alt+key can still reach a control that leaves the page (a lesson's "Open in
        // Explore"): coming back is the user's next step.
        const QList<QWidget *> children = content->findChildren<QWidget *>();
        const bool canLeave = std::any_of(children.cbegin(), children.cend(),
            [](const QWidget *child) { return child->property("leavesPage").toBool(); });
        if (window->currentPage() != page && canLeave)
            window->showPage(page);
        QCOMPARE(window->currentPage(), page);
        QCOMPARE(window->pageContent(page), content.data());
        if (QWidget *popup = QApplication::activePopupWidget())
            popup->close();
        QVERIFY(content->isVisible());
        if (QUndoStack *undo = content->undoStack()) {
            qInfo("%d undo steps at the end", undo->count());
            const int index = undo->index();
            undo->setIndex(0);
            undo->setIndex(undo->count());
            undo->setIndex(index);
            QCOMPARE(undo->index(), index);
        }
        QCoreApplication::processEvents();
        QVERIFY(!QApplication::activeModalWidget());

        // Destroy everything now, so LeakSanitizer sees only what was truly lost.
        window.reset();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QVERIFY(!content);
    }

    void cleanupTestCase()
    {
        m_dismisser.stop();
        qInstallMessageHandler(g_testlibHandler);
    }

private:
    std::optional<std::uint64_t> m_randomSeed; // only when random rows were asked for
    QTimer m_dismisser;
};

QTEST_MAIN(TestRobustness)
#include "tst_robustness.moc"
