#pragma once
// Stands in for a demo that a later release builds, and says so instead of pretending.

#include "pages/demopage.h"

class NotBuiltPage : public DemoPage {
    Q_OBJECT

public:
    NotBuiltPage(const QString &title, const QString &summary, QWidget *parent = nullptr);
};
