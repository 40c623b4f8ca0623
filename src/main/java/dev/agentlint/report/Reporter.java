package dev.agentlint.report;

import dev.agentlint.check.RuleCatalog;
import dev.agentlint.pipeline.ScanResult;
import java.io.IOException;

/** Formats a scan result. Formatters only format: they decide nothing about the exit code. */
public interface Reporter {

    void write(ScanResult result, RuleCatalog catalog, Appendable out) throws IOException;
}
