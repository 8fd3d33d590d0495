// The scalable page's part of a session: the parameters and how many keys were fed. The keys are
// generated, so feeding the same count again rebuilds the same filters.

#include "scalablepage.h"

#include "scalable/scalablesection.h"

void ScalablePage::saveSession(Session::Data &session) const
{
    session.setSection(scalableSectionFormat().name, m_controller->section());
}

void ScalablePage::restoreSession(const Session::Data &session)
{
    if (const auto *section = session.section<ScalableSection>(scalableSectionFormat().name))
        m_controller->restore(*section);
}
