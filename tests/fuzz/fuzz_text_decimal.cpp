// decodeBits / decodeFilter / encodeBits with the Decimal encoding on arbitrary text (see fuzz_text.h).
#include "fuzz_text.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return bloomfuzz::decodeAndRoundTrip(data, size, bloom::TextEncoding::Decimal);
}
