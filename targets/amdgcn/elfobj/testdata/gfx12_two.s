; gfx1200
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	first
	.p2align	8
	.type	first,@function
first:
	s_nop 0
	s_nop 1
	s_endpgm
.Lend_first:
	.size	first, .Lend_first-first
	.text
	.globl	second
	.p2align	8
	.type	second,@function
second:
	s_endpgm
.Lend_second:
	.size	second, .Lend_second-second
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel second
		.amdhsa_next_free_vgpr 100
		.amdhsa_next_free_sgpr 0
		.amdhsa_round_robin_scheduling 1
		.amdhsa_forward_progress 1
	.end_amdhsa_kernel
	.amdhsa_kernel first
		.amdhsa_next_free_vgpr 0
		.amdhsa_next_free_sgpr 106
	.end_amdhsa_kernel
	.amdgpu_metadata
---
amdhsa.version: [1, 2]
amdhsa.kernels: []
...
	.end_amdgpu_metadata
