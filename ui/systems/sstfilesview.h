#pragma once
// The SST files of the storage engine, drawn one above the other, newest first as RocksDB reads
// them: each file's key range as a bar over the whole key space (level-0 files overlap, which is
// why a lookup must ask each of them), the looked-up key as a line across them all, and at each
// file what its filter answered — definitely not (skipped), maybe and found, or maybe and a false
// positive (a block read for nothing). Colours come from the palette's accents.
#include "systemsengine/lsmstore.h"

#include <QWidget>

#include <optional>
#include <vector>

class SstFilesView : public QWidget {
    Q_OBJECT

public:
    explicit SstFilesView(QWidget *parent = nullptr);
    void setFiles(
        const std::vector<systems::SstFileInfo> &files, const std::optional<systems::LookupTrace> &trace);
    // The words beside a file, as drawn and as read by a screen reader.
    [[nodiscard]] QString answerText(const systems::SstFileInfo &file) const;

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    // As tall as every row needs at that width: a row grows when its text wraps, so the view
    // stands in a scroll area that scrolls when the tab has less room.
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // Where each part of a row goes at a width, before mirroring.
    struct Columns {
        double name;
        double answer;
        double barStart;
        double barWidth;
    };
    [[nodiscard]] Columns columns(double width) const;
    [[nodiscard]] QString nameText(const systems::SstFileInfo &file) const;
    // Each file's row, as tall as its name and its filter's answer need at that width.
    [[nodiscard]] std::vector<double> rowHeights(double width) const;
    [[nodiscard]] const systems::FileConsult *consultOf(std::uint64_t fileNumber) const;
    [[nodiscard]] double position(const std::string &key) const;
    void describe();

    std::vector<systems::SstFileInfo> m_files;
    std::optional<systems::LookupTrace> m_trace;
    std::string m_low;
    std::string m_high;
};
