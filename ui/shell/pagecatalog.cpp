#include "pagecatalog.h"

#include "deletion/deletionpage.h"
#include "deletion/deletionsection.h"
#include "explore/explorepage.h"
#include "explore/exploresection.h"
#include "fpr/fprpage.h"
#include "fpr/fprsection.h"
#include "lessons/lessonspage.h"
#include "quiz/quizpage.h"
#include "quiz/quizsection.h"
#include "scalable/scalablepage.h"
#include "scalable/scalablesection.h"
#include "systems/systemspage.h"
#include "systems/systemssection.h"

QList<PageId> PageCatalog::all()
{
    return {PageId::Explore, PageId::Deletion, PageId::Scalable, PageId::Fpr, PageId::Lessons, PageId::Quiz,
        PageId::Systems};
}

QString PageCatalog::name(PageId id)
{
    switch (id) {
    case PageId::Explore: return QStringLiteral("explore");
    case PageId::Deletion: return QStringLiteral("deletion");
    case PageId::Scalable: return QStringLiteral("scalable");
    case PageId::Fpr: return QStringLiteral("fpr");
    case PageId::Lessons: return QStringLiteral("lessons");
    case PageId::Quiz: return QStringLiteral("quiz");
    case PageId::Systems: return QStringLiteral("systems");
    }
    return {};
}

std::optional<PageId> PageCatalog::fromName(const QString &name)
{
    for (PageId id : all()) {
        if (PageCatalog::name(id) == name.trimmed().toLower())
            return id;
    }
    return std::nullopt;
}

QString PageCatalog::title(PageId id)
{
    switch (id) {
    case PageId::Explore: return tr("Explore");
    case PageId::Deletion: return tr("Deletion");
    case PageId::Scalable: return tr("Scalable");
    case PageId::Fpr: return tr("FPR lab");
    case PageId::Lessons: return tr("Lessons");
    case PageId::Quiz: return tr("Quiz");
    case PageId::Systems: return tr("Systems");
    }
    return {};
}

QString PageCatalog::summary(PageId id)
{
    switch (id) {
    case PageId::Explore:
        return tr("Add and check keys on a small bit array and watch every hash land. "
                  "A check stops at the first 0 bit, and every false positive is traced "
                  "back to the keys that set its bits.");
    case PageId::Deletion:
        return tr("Clear a key's bits the naive way and watch other keys vanish. Then see how "
                  "a counting filter removes keys safely, and where even it goes wrong.");
    case PageId::Scalable:
        return tr("Keep adding keys past the design capacity. A fixed filter's error climbs; "
                  "a scalable filter adds slices and keeps its error bounded.");
    case PageId::Fpr:
        return tr("Move m, n and k and watch the false-positive rate respond, with the formula "
                  "and real measurements on the same axes. Size a filter for your own data.");
    case PageId::Lessons:
        return tr("Guided lessons from real systems: username checks in front of a database, "
                  "web-crawler deduplication, LSM-tree SSTables and Safe Browsing.");
    case PageId::Quiz:
        return tr("Check what you have learned, from the basics to interview-style trade-offs.");
    case PageId::Systems:
        return tr("The articles' systems running for real: a sign-up form in front of SQLite with its filter "
                  "in this process or in Redis, RocksDB's filter in every SST file, a web crawler, Safe "
                  "Browsing and a CDN's one-hit wonders.");
    }
    return {};
}

DemoPage *PageCatalog::create(PageId id, QWidget *parent)
{
    switch (id) {
    case PageId::Explore: return new ExplorePage(parent);
    case PageId::Deletion: return new DeletionPage(parent);
    case PageId::Scalable: return new ScalablePage(parent);
    case PageId::Fpr: return new FprPage(parent);
    case PageId::Lessons: return new LessonsPage(parent);
    case PageId::Quiz: return new QuizPage(parent);
    case PageId::Systems: return new SystemsPage(parent);
    }
    return nullptr;
}

PageId PageCatalog::filterPage()
{
    return PageId::Explore;
}

void PageCatalog::registerSessionSections()
{
    for (const Session::SectionFormat &format : {exploreSectionFormat(), deletionSectionFormat(),
             scalableSectionFormat(), fprSectionFormat(), quizSectionFormat(), systemsSectionFormat()})
        Session::Sections::add(format);
    for (PageId id : all())
        Session::Sections::addPageName(name(id));
}
