#pragma once
// The demos the window offers, in sidebar order. Each page is built the first time it is shown.
// This table is the one place that names every page: how to build it, its session section and
// whether it draws .bloom filters. Documents, the session reader and the window ask it.

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

class DemoPage;
class QWidget;

enum class PageId { Explore, Deletion, Scalable, Fpr, Lessons, Quiz, Systems };

class PageCatalog {
    Q_DECLARE_TR_FUNCTIONS(PageCatalog)

public:
    static QList<PageId> all();
    // The stable name used by --page, in settings and as the page's section of a session file.
    static QString name(PageId id);
    static std::optional<PageId> fromName(const QString &name);
    static QString title(PageId id);
    static QString summary(PageId id);
    // Builds the page's content; pages that a later release fills say so plainly.
    static DemoPage *create(PageId id, QWidget *parent);
    // The page that opens and saves .bloom filters.
    static PageId filterPage();
    // Registers every page's session section and name with the session reader (idempotent).
    static void registerSessionSections();
};
