#pragma once
// What the Deletion tests share: playing a controller's script and animation to their end.

#include "deletion/deletioncontroller.h"
#include "player/animationclock.h"
#include "player/traceplayer.h"
#include "script/scriptrunner.h"

namespace DeletionChecks {

// Ticks the clock until the script has run out and the last animation shows its result.
inline void playToEnd(DeletionController &controller, ManualClock &clock)
{
    for (int guard = 0; guard < 4000 && (controller.runner()->isRunning() || !controller.player()->atEnd());
         ++guard)
        clock.advance();
}

} // namespace DeletionChecks
