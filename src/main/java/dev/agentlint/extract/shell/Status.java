package dev.agentlint.extract.shell;

import dev.agentlint.model.Command.Probe;
import dev.agentlint.model.Location;

/**
 * What a command's exit status says about isolation: after {@code [ -f /.dockerenv ]} succeeds
 * the script is inside a container; after {@code podman run … claude} fails the isolated run did not
 * happen. {@code onSuccess}/{@code onFailure} are the probe's value on each outcome, null when that
 * outcome says nothing (the failure of {@code A && B} does not say which of them failed).
 */
record Status(Probe probe, Boolean onSuccess, Boolean onFailure, String test, Location location) {

    static Status of(Probe probe, boolean whenSucceeds, String test, Location location) {
        return new Status(probe, whenSucceeds, !whenSucceeds, test, location);
    }

    /** {@code ! cmd}. */
    Status negated() {
        return new Status(probe, /* onSuccess= */ onFailure, /* onFailure= */ onSuccess, test, location);
    }

    /** The probe's value when the command exited this way, or null. */
    Boolean value(boolean succeeded) {
        return succeeded ? onSuccess : onFailure;
    }

    /** True when the failure of this status means the isolated run did not happen or isolation is missing. */
    static boolean isolationFailed(Status s) {
        return s != null && (s.probe == Probe.ISOLATED_RUN || s.probe == Probe.ISOLATION_AVAILABLE)
                && Boolean.FALSE.equals(s.onFailure);
    }

    static Status negate(Status s) {
        return s == null ? null : s.negated();
    }

    /**
     * {@code a && b}: success means both succeeded; failure means one of them failed. When {@code b}
     * is an isolated run, failure says that run did not happen whatever {@code a} was: {@code b}
     * failed, or never ran ({@code command -v docker && docker run … claude || claude}).
     */
    static Status and(Status a, Status b) {
        if (a == null && b == null) return null;
        if (b != null && b.probe == Probe.ISOLATED_RUN && Boolean.FALSE.equals(b.onFailure)
                && (a == null || a.probe != b.probe)) {
            return new Status(b.probe, b.onSuccess, false, b.test, b.location);
        }
        if (a == null) return new Status(b.probe, b.onSuccess, null, b.test, b.location);
        if (b == null) return new Status(a.probe, a.onSuccess, null, a.test, a.location);
        if (a.probe != b.probe) return new Status(a.probe, a.onSuccess, null, a.test, a.location);
        Boolean success = a.onSuccess != null ? a.onSuccess : b.onSuccess;
        if (a.onSuccess != null && b.onSuccess != null && !a.onSuccess.equals(b.onSuccess)) success = null;
        Boolean failure = a.onFailure != null && a.onFailure.equals(b.onFailure) ? a.onFailure : null;
        return new Status(a.probe, success, failure, a.test, a.location);
    }

    /** {@code a || b}: success means one of them succeeded; failure means both failed. */
    static Status or(Status a, Status b) {
        return negate(and(negate(a), negate(b)));
    }
}
