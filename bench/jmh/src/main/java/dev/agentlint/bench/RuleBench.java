package dev.agentlint.bench;

import dev.agentlint.check.Finding;
import dev.agentlint.check.Rule;
import dev.agentlint.check.RuleCatalog;
import dev.agentlint.model.FileFacts;
import dev.agentlint.rules.AllRules;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** One operation runs a rule family over the facts of every extracted corpus file; findings/s = ops/s × findings per op. */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class RuleBench {

    @Param({"agent"})
    public String family;

    private RuleCatalog catalog;
    private List<Rule> rules;
    private List<FileFacts> facts;
    private final List<Finding> sink = new ArrayList<>();

    @Setup
    public void setUp() {
        catalog = AllRules.catalog();
        rules = RuleFamilies.rules(family);
        facts = RuleFamilies.facts(Corpus.withShellScripts());
    }

    @Benchmark
    public int checkAll() {
        return RuleFamilies.check(catalog, rules, facts, sink);
    }
}
