// The FPR lab's part of a session, which is also its undoable state (FprInputs): m, n and k and
// the calculator's fields as typed.

#include "fprpage.h"

#include "fpr/fprsection.h"

void FprPage::saveSession(Session::Data &session) const
{
    session.setSection(fprSectionFormat().name, m_controller->state());
}

void FprPage::restoreSession(const Session::Data &session)
{
    if (const auto *section = session.section<FprSection>(fprSectionFormat().name))
        m_controller->replaceState(*section, tr("Open session"));
}
