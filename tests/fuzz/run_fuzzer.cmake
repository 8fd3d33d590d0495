# cmake -DFUZZER=exe -DSEEDS=dir -DWORK=dir -DSECONDS=n -P run_fuzzer.cmake
# Copies the committed seeds into a fresh work directory (new inputs land there, not in the source
# tree) and runs the fuzzer over it for SECONDS. Fails when libFuzzer reports a crash, a leak, a
# timeout or a sanitizer error (any non-zero exit).
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
file(GLOB seeds "${SEEDS}/*")
if(seeds)
    file(COPY ${seeds} DESTINATION "${WORK}")
endif()
get_filename_component(artifacts "${WORK}/../../artifacts" ABSOLUTE)
file(MAKE_DIRECTORY "${artifacts}")
execute_process(
    COMMAND "${FUZZER}" -max_total_time=${SECONDS} -rss_limit_mb=2048 -timeout=10
        -print_final_stats=1 -artifact_prefix=${artifacts}/ "${WORK}"
    RESULT_VARIABLE result)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "${FUZZER} failed (${result}); the reproducer is in ${artifacts}")
endif()
