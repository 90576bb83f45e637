//go:build unix

package intel

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used: benchmarks report it
// next to wall time, which a busy machine inflates.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
