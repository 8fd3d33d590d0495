#pragma once
// The variants-compared table: one row per measured filter kind, columns for speed, memory, rate
// and deletion, and the best value of each column in bold (and said so to screen readers).

#include <bloom/variants.h>

#include <QAbstractTableModel>
#include <QList>

class VariantsModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Filter,
        Insert,
        Query,
        Memory,
        BitsPerKey,
        Measured,
        Expected,
        Deletes,
        WhenToChoose,
        ColumnCount
    };

    using QAbstractTableModel::QAbstractTableModel;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void clear();
    void addMeasurement(const bloom::VariantMeasurement &measurement);
    [[nodiscard]] const bloom::VariantMeasurement &measurement(int row) const { return m_rows.at(row); }
    // The row holding the best value of a column, or -1 where the column has no best.
    [[nodiscard]] int bestRow(int column) const;
    // Whether a cell shows in bold: the best row's, or one that reads the same.
    [[nodiscard]] bool isBest(int row, int column) const;
    void setTargetFpr(double p);

    [[nodiscard]] static QString variantName(bloom::FilterVariant variant);
    [[nodiscard]] static QString whenToChoose(bloom::FilterVariant variant);

private:
    [[nodiscard]] QString text(const bloom::VariantMeasurement &m, int column) const;
    [[nodiscard]] QString toolTip(const bloom::VariantMeasurement &m, int column) const;

    QList<bloom::VariantMeasurement> m_rows;
    double m_targetFpr = 0.01;
};
