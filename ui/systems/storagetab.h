#pragma once
// The storage engine's tab: RocksDB's databases, point lookups one by one and in batches, range
// scans, compaction and a bits-per-key sweep, bound to a StorageController; the SST files and the
// sweep's chart above the results.
#include "systems/systemtab.h"

class QCheckBox;
class QDoubleSpinBox;
class QLineEdit;
class QScrollArea;
class QSpinBox;
class SstFilesView;
class StorageController;
class SweepChart;

class StorageTab : public SystemTab {
    Q_OBJECT

public:
    explicit StorageTab(StorageController *controller, QWidget *parent = nullptr);
    [[nodiscard]] QLineEdit *keyEdit() const { return m_key; }
    [[nodiscard]] SstFilesView *filesView() const { return m_files; }

protected:
    [[nodiscard]] QString csvFileName() const override;
    void refresh() override;

private:
    QWidget *makeBuildBox();
    QWidget *makeLookupBox();
    QWidget *makeScanBox();
    QWidget *makeSweepBox();
    void pushSettings();

    StorageController *m_controller;
    SstFilesView *m_files;
    QScrollArea *m_filesScroll; // holds m_files
    SweepChart *m_chart;
    QSpinBox *m_fileCount = nullptr;
    QSpinBox *m_keysPerFile = nullptr;
    QDoubleSpinBox *m_bits = nullptr;
    QLineEdit *m_key = nullptr;
    QSpinBox *m_lookups = nullptr;
    QSpinBox *m_missing = nullptr;
    QSpinBox *m_scanKeys = nullptr;
    QCheckBox *m_rebits = nullptr;
    QDoubleSpinBox *m_newBits = nullptr;
    QSpinBox *m_sweepFrom = nullptr;
    QSpinBox *m_sweepTo = nullptr;
    QList<QWidget *> m_needStore; // off until the databases are built
};
