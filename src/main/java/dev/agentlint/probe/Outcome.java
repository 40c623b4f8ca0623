package dev.agentlint.probe;

/** What a check found: the boundary held, did not, did not apply here, or could not be measured. */
public enum Outcome {
    BLOCKED("blocked"),
    OPEN("open"),
    NOT_APPLICABLE("not-applicable"),
    ERROR("error");

    private final String id;

    Outcome(String id) {
        this.id = id;
    }

    /** The spelling in every report. */
    public String id() {
        return id;
    }
}
