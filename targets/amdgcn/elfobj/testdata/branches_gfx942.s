; gfx942
; branches to .L labels before and after, across .p2align padding, and with integer offsets
	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.globl	k
	.p2align	8
	.type	k,@function
k:
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB0_2
.LBB0_1:
	s_nop 0
	s_cbranch_scc0 .LBB0_1
	s_cbranch_vccz .LBB0_3
	s_cbranch_execz .LBB0_2
	s_cbranch_execnz .LBB0_3
	s_branch 3
	s_branch -1
	.p2align	6
.LBB0_2:
	s_branch .LBB0_1
.LBB0_3:
	s_endpgm
.Lfunc_end0:
	.size	k, .Lfunc_end0-k
	.globl	j
	.p2align	8
	.type	j,@function
j:
	s_branch .Lj
.Lj:
	s_endpgm
.Lfunc_end1:
	.size	j, .Lfunc_end1-j
