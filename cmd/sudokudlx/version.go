// The version: what the build information says of the module, the
// commit it was built from and the Go release.

package main

import (
	"runtime/debug"
	"strings"
)

// version returns the version line's text from the build information:
// "v1.2.0 (commit 0123456789ab of 2026-12-01T15:00:00Z, modified) go1.26.0".
// A build outside a module, or without version control, says less:
// "(devel)" is the module version of a binary built in its own tree.
func version() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "unknown (no build information)"
	}
	return formatVersion(info)
}

// formatVersion is version's text for info.
func formatVersion(info *debug.BuildInfo) string {
	var b strings.Builder
	v := info.Main.Version
	if v == "" {
		v = "(devel)"
	}
	b.WriteString(v)
	var rev, at string
	modified := false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev != "" {
		b.WriteString(" (commit ")
		b.WriteString(rev[:min(len(rev), 12)])
		if at != "" {
			b.WriteString(" of ")
			b.WriteString(at)
		}
		if modified {
			b.WriteString(", modified")
		}
		b.WriteByte(')')
	}
	if info.GoVersion != "" {
		b.WriteByte(' ')
		b.WriteString(info.GoVersion)
	}
	return b.String()
}
