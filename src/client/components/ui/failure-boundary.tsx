import { Component, type ReactNode } from 'react';
import { forgetShownFailures } from '../../app/load-once';

interface FailureBoundaryProps {
  /** What shows instead of the children once they failed, with a retry that renders them again. */
  renderFailure: (error: unknown, retry: () => void) => ReactNode;
  /** A new key (another page, another month) leaves the failure behind. */
  resetKey?: string;
  /** Called before a retry renders the children again. */
  onReset?: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

/**
 * Catches what its children throw while rendering, a failed call or a chunk that could not load. Once it
 * shows a failure, the chunks that failed are loaded again at the next attempt (`forgetShownFailures`).
 */
export class FailureBoundary extends Component<FailureBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidCatch() {
    forgetShownFailures();
  }

  override componentDidUpdate(previous: FailureBoundaryProps, previousState: BoundaryState) {
    // A failure shown before the key changed is left behind; one that came with the new key (the page just
    // navigated to failed) stays: rendering that page again would load it twice before anyone saw why.
    if (previous.resetKey !== this.props.resetKey && previousState.failed && this.state.failed) {
      this.setState({ failed: false, error: null });
    }
  }

  retry = () => {
    this.props.onReset?.();
    this.setState({ failed: false, error: null });
  };

  override render() {
    return this.state.failed ? this.props.renderFailure(this.state.error, this.retry) : this.props.children;
  }
}
