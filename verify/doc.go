// Package verify checks the legality of tile IR.
//
// Each rule has a stable name, printed in brackets after the message, and a
// message that says what is wrong and what is allowed:
//
//	local-operands   tensor operands of compute ops (mov, min, max, apply) are
//	                 local registers owned by the issuing thread; load reads a
//	                 global tensor into a local one, store the other way
//	shape-agree      group and repeat shapes agree across operands (scalars
//	                 broadcast), and a local operand's scope is the op's
//	register-extent  the final axis equals the operand's native register count
//	                 (one container for every op and type lowerc knows)
//	scalar-input     scalar expressions only for single-register read inputs,
//	                 never for a destination or a memory operand
//	dst-overlap      destination slots do not overlap across repeats, given the
//	                 strides, nor, for a global destination under a group
//	                 scope, across the scope's threads (checked in time
//	                 linear in the tile)
//	target-form      the selected target supports the form (only with a Target)
//	pred             pred names a pred parameter; preserve_dst needs pred and a
//	                 register destination
//	types            operand types agree, and NaN/zero attributes suit the type
//	layout           a layout gives one stride per stored axis
//	launch           launch dimensions stay within every target's limits
//	                 (block x, y ≤ 1024, z ≤ 64, 1024 threads; grid y, z ≤
//	                 65535; grid × block ≤ 2^32-1 work-items per axis)
//	kernel-name      kernel names are unique in a file
//	grid-extent      under scope grid the group axes are (block, thread): their
//	                 extents are the launch's blocks (x fastest, then y, z)
//	                 and threads per block
//	size             an op expands to at most MaxInsts instructions per thread
//	                 and a local tensor spans at most MaxRegs registers
//
// [Module] reports every error of a module at once, sorted by position, as
// an [ir.ErrorList]. Rule target-form is applied when a [Target] is given: the
// target packages implement it from their form tables.
package verify
