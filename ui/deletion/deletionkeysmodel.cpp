#include "deletionkeysmodel.h"

#include "deletion/deletionmodel.h"

DeletionKeysModel::DeletionKeysModel(const DeletionModel *model, QObject *parent)
    : QAbstractListModel(parent), m_model(model)
{
    sync();
}

int DeletionKeysModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_keys.size());
}

QVariant DeletionKeysModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
    case Qt::AccessibleTextRole: return m_texts.at(index.row());
    case KeyRole: return m_keys.at(index.row());
    default: return {};
    }
}

QHash<int, QByteArray> DeletionKeysModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(KeyRole, "key");
    return names;
}

QString DeletionKeysModel::describe(const QString &key) const
{
    const DeletionState &state = m_model->current();
    const auto status = [](bool present, bool found) {
        if (!present)
            return found ? tr("deleted (still reported!)") : tr("deleted");
        return found ? tr("found") : tr("LOST");
    };
    const std::string bytes = key.toStdString();
    const QString cuckoo = state.refusedByCuckoo.contains(key)
        ? tr("refused (full)")
        : status(!state.goneFromCuckoo.contains(key), state.cuckoo.mightContain(bytes));
    return tr("%1 — plain: %2; counting: %3; cuckoo: %4")
        .arg(key, status(!state.goneFromPlain.contains(key), state.plain.mightContain(bytes)),
            status(!state.goneFromCounting.contains(key), state.counting.mightContain(bytes)), cuckoo);
}

void DeletionKeysModel::sync()
{
    const QStringList &keys = m_model->current().keys;
    // Keys only ever grow at the end between resets: anything else is a new list.
    if (keys.size() < m_keys.size() || keys.mid(0, m_keys.size()) != m_keys) {
        beginResetModel();
        m_keys = keys;
        m_texts.clear();
        for (const QString &key : keys)
            m_texts << describe(key);
        endResetModel();
        return;
    }
    // Statuses change in place, as one range from the first row that changed to the last.
    int first = -1;
    int last = -1;
    for (int row = 0; row < m_keys.size(); ++row) {
        QString text = describe(m_keys.at(row));
        if (text == m_texts.at(row))
            continue;
        m_texts[row] = std::move(text);
        first = first < 0 ? row : first;
        last = row;
    }
    if (first >= 0)
        emit dataChanged(index(first), index(last), {Qt::DisplayRole, Qt::AccessibleTextRole});
    if (keys.size() > m_keys.size()) {
        const auto added = static_cast<int>(m_keys.size());
        beginInsertRows({}, added, static_cast<int>(keys.size()) - 1);
        for (qsizetype row = added; row < keys.size(); ++row) {
            m_keys << keys.at(row);
            m_texts << describe(keys.at(row));
        }
        endInsertRows();
    }
}
