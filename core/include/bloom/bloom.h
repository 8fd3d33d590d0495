#pragma once
// Everything BloomLab's core offers. Qt-free: the ui and the tests include this.

#include <bloom/blocked_filter.h>
#include <bloom/bloom_filter.h>
#include <bloom/counting_filter.h>
#include <bloom/cuckoo_filter.h>
#include <bloom/cuckoo_trace.h>
#include <bloom/deletion.h>
#include <bloom/exact_curve.h>
#include <bloom/experiment.h>
#include <bloom/hash.h>
#include <bloom/math.h>
#include <bloom/memory.h>
#include <bloom/parse.h>
#include <bloom/provenance.h>
#include <bloom/result.h>
#include <bloom/scalable_filter.h>
#include <bloom/serialize.h>
#include <bloom/text_encoding.h>
#include <bloom/trace.h>
#include <bloom/variants.h>
#include <bloom/worked_examples.h>
