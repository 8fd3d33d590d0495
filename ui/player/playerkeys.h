#pragma once
// The player's keys, the same on every page that plays traces: Space plays, pauses and lets a
// held result go on; + and − set the speed; the arrows step, where the page does not give them
// to something else (the Lessons page moves between steps with them).

#include <functional>

class QWidget;
class TracePlayer;

namespace PlayerKeys {

enum class Arrows { Step, Leave };

// Keys live while the focus is anywhere inside `page`.
void install(QWidget *page, TracePlayer *player, Arrows arrows = Arrows::Step);
// For a page whose player changes with what it shows (a lesson's demos); null when none plays.
void install(QWidget *page, std::function<TracePlayer *()> current, Arrows arrows);

} // namespace PlayerKeys
