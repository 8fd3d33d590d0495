// Proves core builds, links and answers with no Qt anywhere; the Qt Test suites cover the rest.
#include <bloom/bloom.h>

#include <cstdio>

namespace {
int failures = 0;
void check(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "FAIL: %s\n", what);
        ++failures;
    }
}
} // namespace

int main()
{
    bloom::BloomFilter filter(1024, 3);
    filter.add("alpha");
    check(filter.mightContain("alpha"), "an added key is found");
    check(!bloom::BloomFilter::create(0, 3), "m = 0 is refused");
    check(bloom::optimalBitCount(10'000'000, 0.01) == 95'850'584, "10M usernames at 1%");
    const auto loaded = bloom::deserialize(bloom::serialize(filter));
    check(loaded && loaded->mightContain("alpha"), "a saved filter loads");
    std::printf("%d passed, %d failed\n", 4 - failures, failures);
    return failures == 0 ? 0 : 1;
}
