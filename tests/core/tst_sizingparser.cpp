// The sizing calculator's parsing: every way a person writes a rate, a size or a count, and each
// bad input refused with its own code.
#include <bloom/bloom.h>

#include <QTest>

Q_DECLARE_METATYPE(bloom::Errc)

class TestSizingParser : public QObject {
    Q_OBJECT

private slots:
    void probabilities_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("expected");
        QTest::addRow("decimal") << "0.01" << 0.01;
        QTest::addRow("percent") << "1%" << 0.01;
        QTest::addRow("percent with space") << " 1 % " << 0.01;
        QTest::addRow("fractional percent") << "0.5%" << 0.005;
        QTest::addRow("scientific") << "1e-2" << 0.01;
        QTest::addRow("upper-case exponent") << "1E-3" << 0.001;
        QTest::addRow("one in a hundred") << "1 in 100" << 0.01;
        QTest::addRow("one in, capital") << "1 IN 1000" << 0.001;
        QTest::addRow("slash") << "1/100" << 0.01;
        QTest::addRow("grouped denominator") << "1 in 1,000,000" << 1e-6;
    }

    void probabilities()
    {
        QFETCH(QString, text);
        QFETCH(double, expected);
        const auto parsed = bloom::parseProbability(text.toStdString());
        QVERIFY(parsed);
        QVERIFY(qAbs(*parsed - expected) < expected * 1e-12);
    }

    void badProbabilities_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bloom::Errc>("error");
        QTest::addRow("empty") << "" << bloom::Errc::InvalidText;
        QTest::addRow("words") << "often" << bloom::Errc::InvalidText;
        QTest::addRow("zero") << "0" << bloom::Errc::ProbabilityOutOfRange;
        QTest::addRow("one") << "1" << bloom::Errc::ProbabilityOutOfRange;
        QTest::addRow("hundred percent") << "100%" << bloom::Errc::ProbabilityOutOfRange;
        QTest::addRow("negative") << "-0.1" << bloom::Errc::ProbabilityOutOfRange;
        QTest::addRow("one in zero") << "1 in 0" << bloom::Errc::ProbabilityOutOfRange;
        QTest::addRow("one in nothing") << "1 in" << bloom::Errc::InvalidText;
        QTest::addRow("trailing junk") << "0.01x" << bloom::Errc::InvalidText;
        QTest::addRow("double percent") << "1%%" << bloom::Errc::InvalidText;
        QTest::addRow("infinity") << "inf" << bloom::Errc::InvalidText;
        QTest::addRow("nan") << "nan" << bloom::Errc::InvalidText;
        QTest::addRow("misplaced comma") << ",5" << bloom::Errc::InvalidText;
        // Past what a double holds: said as out of range or too small, not as text that does not parse.
        QTest::addRow("beyond a double") << "1e400" << bloom::Errc::ProbabilityOutOfRange;
        QTest::addRow("below a double") << "1e-400" << bloom::Errc::ParameterOutOfRange;
        QTest::addRow("below a double, as zeros")
            << ("0." + QString(400, '0') + "1") << bloom::Errc::ParameterOutOfRange;
        QTest::addRow("subnormal") << "1e-310" << bloom::Errc::ParameterOutOfRange;
        QTest::addRow("one in beyond a double") << "1 in 1e400" << bloom::Errc::ParameterOutOfRange;
    }

    void badProbabilities()
    {
        QFETCH(QString, text);
        QFETCH(bloom::Errc, error);
        const auto parsed = bloom::parseProbability(text.toStdString());
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().code, error);
    }

    void bitSizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<quint64>("bits");
        QTest::addRow("bare bits") << "958505838" << quint64(958505838);
        QTest::addRow("bits spelled") << "1000 bits" << quint64(1000);
        QTest::addRow("bytes") << "2 bytes" << quint64(16);
        QTest::addRow("kB") << "1 kB" << quint64(8000);
        QTest::addRow("KiB") << "1 KiB" << quint64(8192);
        QTest::addRow("MB") << "120 MB" << quint64(960'000'000);
        QTest::addRow("MiB") << "1 MiB" << quint64(8'388'608);
        QTest::addRow("GB") << "1.2 GB" << quint64(9'600'000'000);
        QTest::addRow("GiB lower-case") << "1 gib" << quint64(8'589'934'592);
        QTest::addRow("scientific bits") << "1e9" << quint64(1'000'000'000);
        QTest::addRow("fraction rounds up") << "0.3 bytes" << quint64(3);
    }

    void bitSizes()
    {
        QFETCH(QString, text);
        QFETCH(quint64, bits);
        const auto parsed = bloom::parseBitSize(text.toStdString());
        QVERIFY(parsed);
        QCOMPARE(*parsed, bits);
    }

    void badBitSizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bloom::Errc>("error");
        QTest::addRow("zero") << "0" << bloom::Errc::ZeroBits;
        QTest::addRow("unknown unit") << "5 parsecs" << bloom::Errc::InvalidText;
        QTest::addRow("negative") << "-5 MB" << bloom::Errc::InvalidText;
        QTest::addRow("beyond 64 bits") << "1e30 TB" << bloom::Errc::TooLarge;
        QTest::addRow("beyond a double") << "1e400" << bloom::Errc::TooLarge;
        QTest::addRow("beyond a double, negative") << "-1e400" << bloom::Errc::InvalidText;
        QTest::addRow("empty") << "   " << bloom::Errc::InvalidText;
    }

    void badBitSizes()
    {
        QFETCH(QString, text);
        QFETCH(bloom::Errc, error);
        const auto parsed = bloom::parseBitSize(text.toStdString());
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().code, error);
    }

    void counts_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<quint64>("count");
        QTest::addRow("plain") << "1000000" << quint64(1'000'000);
        QTest::addRow("commas") << "1,000,000" << quint64(1'000'000);
        QTest::addRow("spaces") << "1 000 000" << quint64(1'000'000);
        QTest::addRow("scientific") << "1e9" << quint64(1'000'000'000);
        QTest::addRow("k") << "10k" << quint64(10'000);
        QTest::addRow("M") << "2.5M" << quint64(2'500'000);
        QTest::addRow("billion") << "1 billion" << quint64(1'000'000'000);
    }

    void counts()
    {
        QFETCH(QString, text);
        QFETCH(quint64, count);
        const auto parsed = bloom::parseCount(text.toStdString());
        QVERIFY(parsed);
        QCOMPARE(*parsed, count);
    }

    void badCounts()
    {
        QCOMPARE(bloom::parseCount("0").error().code, bloom::Errc::ZeroItems);
        QCOMPARE(bloom::parseCount("many").error().code, bloom::Errc::InvalidText);
        QCOMPARE(bloom::parseCount("1e40").error().code, bloom::Errc::TooLarge);
        QCOMPARE(bloom::parseCount("1e400").error().code, bloom::Errc::TooLarge);
        QCOMPARE(bloom::parseCount("1" + std::string(400, '0')).error().code, bloom::Errc::TooLarge);
        QCOMPARE(bloom::parseCount("12e99999999999999999999").error().code, bloom::Errc::TooLarge);
        QCOMPARE(bloom::parseCount("1e-400").error().code, bloom::Errc::ZeroItems);
        QCOMPARE(bloom::parseCount("0.000e400").error().code, bloom::Errc::ZeroItems);
        QCOMPARE(bloom::parseCount("1,00,").error().code, bloom::Errc::InvalidText);
    }

    // The exact rate for a whole curve in one pass agrees with the one-point function.
    void exactCurveMatchesSinglePoints()
    {
        std::vector<bloom::FprQuery> queries;
        for (std::uint64_t n : {0u, 5u, 10u, 20u, 40u})
            for (std::uint32_t k : {1u, 3u, 7u})
                queries.push_back({n, k});
        const auto rates = bloom::exactFalsePositiveRates(100, queries);
        QVERIFY(rates);
        for (std::size_t i = 0; i < queries.size(); ++i) {
            const auto single = bloom::exactFalsePositiveRate(100, queries[i].n, queries[i].k);
            QVERIFY(single);
            QVERIFY2(qAbs((*rates)[i] - *single) <= 1e-12 + 1e-9 * *single, qPrintable(QString::number(i)));
        }
        QCOMPARE(bloom::exactFalsePositiveRates(0, queries).error().code, bloom::Errc::ZeroBits);
        QCOMPARE(bloom::exactFalsePositiveRates(100'000, queries).error().code, bloom::Errc::TooLarge);
    }
};

QTEST_APPLESS_MAIN(TestSizingParser)
#include "tst_sizingparser.moc"
