#pragma once
// The web crawler's tab: the size of the web, the filter's target rate and the seed, bound to a
// CrawlerController; above the results, the pages the filter's crawl never fetched, listed.
#include "systems/systemtab.h"

class CrawlerController;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableWidget;

class CrawlerTab : public SystemTab {
    Q_OBJECT

public:
    explicit CrawlerTab(CrawlerController *controller, QWidget *parent = nullptr);
    [[nodiscard]] QTableWidget *missedTable() const { return m_missed; }

protected:
    [[nodiscard]] QString csvFileName() const override;
    void refresh() override;

private:
    QWidget *makeCrawlBox();
    QWidget *makeMissedStage();
    void pushSettings();
    void listMissed();

    CrawlerController *m_controller;
    QSpinBox *m_pages = nullptr;
    QDoubleSpinBox *m_rate = nullptr;
    QSpinBox *m_seed = nullptr;
    QWidget *m_missedStage = nullptr;
    QLabel *m_missedHeading = nullptr;
    QTableWidget *m_missed = nullptr;
    int m_listedCrawl = 0;
};
