#pragma once
// The deletion page's keys, one row each, saying where each key stands in each filter: found,
// LOST (a false negative), deleted, or deleted yet still reported. A status change only changes
// rows' data and an added key only inserts a row, so a view keeps its selection; only a new list
// of keys (undo, a hazard, a session) resets the model.

#include <QAbstractListModel>
#include <QStringList>

class DeletionModel;

class DeletionKeysModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Role { KeyRole = Qt::UserRole }; // QString: the key itself

    explicit DeletionKeysModel(const DeletionModel *model, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] QString key(int row) const { return m_keys.value(row); }
    [[nodiscard]] int rowOf(const QString &key) const { return static_cast<int>(m_keys.indexOf(key)); }

    // Brings the rows up to the model. The controller calls it once an operation's animation has
    // shown its result, so a key does not read "LOST" while the delete that loses it is still
    // being played.
    void sync();

private:
    [[nodiscard]] QString describe(const QString &key) const;

    const DeletionModel *m_model;
    QStringList m_keys;
    QStringList m_texts;
};
