#include <bloom/worked_examples.h>

namespace bloom {

const std::vector<WorkedExample> &workedExamples()
{
    // Positions past the first 0 bit of a definitely-absent key are never evaluated in the
    // articles; the ones given here only keep each key's sequence k long.
    static const std::vector<WorkedExample> examples {
        {WorkedExampleId::Usernames16, 16, 3,
            {{"seyi_codes", {3, 7, 11}}, {"aderonke", {1, 7, 13}}, {"john_doe", {2, 9, 14}},
                {"tiwa_codes", {3, 7, 13}}},
            {"seyi_codes", "aderonke"}, {"john_doe", "tiwa_codes", "seyi_codes"}},
        {WorkedExampleId::Fruits8, 8, 3, {{"apple", {1, 4, 6}}, {"mango", {0, 4, 7}}, {"grape", {2, 5, 3}}},
            {"apple", "mango"}, {"grape", "apple"}},
        {WorkedExampleId::Animals10, 10, 1, {{"tiger", {1}}, {"cow", {1}}}, {"tiger"}, {"cow"}},
    };
    return examples;
}

const WorkedExample &workedExample(WorkedExampleId id)
{
    for (const WorkedExample &example : workedExamples()) {
        if (example.id == id)
            return example;
    }
    return workedExamples().front();
}

HashSchemePtr workedExampleHash(const WorkedExample &example)
{
    return makeScriptedHash(example.script);
}

} // namespace bloom
